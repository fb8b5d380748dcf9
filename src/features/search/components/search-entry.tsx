import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import { urlOf } from '@/routes'
import './search-icon.scss'
import './search-entry.scss'

/** Home's search box: a button that looks like one and opens the search screen. */
export default function SearchEntry() {
  const { t } = useTranslation()
  return (
    <View
      className='search-entry'
      role='search'
      onClick={() => void Taro.navigateTo({ url: urlOf('searchDish') })}
    >
      <View className='search-icon' />
      <Text className='search-entry__text'>{t('search.placeholder')}</Text>
    </View>
  )
}
