import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import { urlOf } from '@/routes'

/**
 * "Use what I have" with nothing in stock, or a stock no dish can be made from: say so, and lead
 * to the stock screen.
 */
export default function StockEmptyNote({ text }: { text?: string }) {
  const { t } = useTranslation()
  return (
    <View className='today-eat-stock-empty' role='status'>
      <Text className='today-eat-stock-empty__text'>{text ?? t('todayEat.stockEmpty')}</Text>
      <View
        className='today-eat-stock-empty__link'
        role='link'
        onClick={() => void Taro.navigateTo({ url: urlOf('stock') })}
      >
        <Text>{t('todayEat.stockEmptyAction')}</Text>
      </View>
    </View>
  )
}
