import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import PillButton from '@/components/pill-button'
import RecipeImage from '@/components/recipe-image'
import { urlOf } from '@/routes'
import { keptDishes } from '@/services/kept-dishes'
import './index.scss'

/** Kept dishes listed at most (the newest). */
const SHOWN = 8

interface OfflineStateProps {
  /** What this screen cannot do without a network, already translated. */
  text: string
  onRetry?: () => void
}

/**
 * What a screen that needs the network shows without one: that it is offline, what is not
 * available, a retry, and the dishes kept on this phone (viewed, favourited or planned), which
 * open without a network.
 */
export default function OfflineState({ text, onRetry }: OfflineStateProps) {
  const { t } = useTranslation()
  const [kept] = useState(() => keptDishes().slice(0, SHOWN))
  return (
    <View className='offline-state' role='status'>
      <View className='offline-state__picture' aria-hidden />
      <Text className='offline-state__title'>{t('offline.title')}</Text>
      <Text className='offline-state__text'>{text}</Text>
      {onRetry && <PillButton text={t('common.retry')} onClick={onRetry} />}
      <View className='offline-state__kept'>
        <Text className='offline-state__heading'>{t('offline.kept')}</Text>
        {kept.length === 0 && <Text className='offline-state__none'>{t('offline.keptNone')}</Text>}
        {kept.map((dish) => (
          <View
            key={dish.id}
            className='offline-state__dish'
            data-id={dish.id}
            role='link'
            onClick={() => void Taro.navigateTo({ url: urlOf('foodDetail', { id: dish.id }) })}
          >
            <RecipeImage className='offline-state__cover' src={dish.cover} category={dish.icon} />
            <Text className='offline-state__name'>{dish.title}</Text>
            <View className='offline-state__chevron' />
          </View>
        ))}
      </View>
    </View>
  )
}
