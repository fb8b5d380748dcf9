import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import { urlOf } from '@/routes'
import './today-eat-card.scss'

/** Home's "what to eat today" card; opens the menu builder. */
export default function TodayEatCard() {
  const { t } = useTranslation()
  return (
    <View
      className='today-eat-card'
      role='button'
      onClick={() => void Taro.navigateTo({ url: urlOf('todayEat') })}
    >
      <View className='today-eat-card__text'>
        <Text className='today-eat-card__title'>{t('todayEat.cardTitle')}</Text>
        <Text className='today-eat-card__subtitle'>{t('todayEat.cardText')}</Text>
      </View>
      <Text className='today-eat-card__go'>{t('todayEat.cardAction')}</Text>
      <View className='today-eat-card__plate' />
    </View>
  )
}
