import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useLayoutEffect, useRef } from 'react'
import type { RecipeOrigin as Origin } from '@shared/my-recipes'
import type { RecipeDetail } from '@shared/recipes'
import { useTranslation } from '@/i18n/react'
import { urlOf } from '@/routes'
import { useSessionStore } from '@/stores/session-store'
import { RECIPE_CHANGED } from '../saved-event'
import './recipe-origin.scss'

interface RecipeOriginProps {
  /** A dish answer: catalogue answers on older servers carry no origin fields at all. */
  detail: RecipeDetail & Partial<Origin>
  /** Fetches the dish again (it was edited in the editor opened from here). */
  onChanged: () => void
}

/** On the dish page of an own recipe: who wrote it, who sees it, and "edit" for its writer. */
export default function RecipeOrigin({ detail, onChanged }: RecipeOriginProps) {
  const { t } = useTranslation()
  const me = useSessionStore((state) => state.userInfo?.id)
  const changed = useRef(onChanged)
  changed.current = onChanged
  // Listening from the commit on (not after paint): a save announced at once is not missed.
  useLayoutEffect(() => {
    const listener = (id: number) => id === detail.id && changed.current()
    Taro.eventCenter.on(RECIPE_CHANGED, listener)
    return () => void Taro.eventCenter.off(RECIPE_CHANGED, listener)
  }, [detail.id])

  const { owner, source, visibility } = detail
  if (!owner || !source || source === 'catalogue') return null
  const mine = me !== undefined && owner.id === me
  return (
    <View className='recipe-origin'>
      <View className='recipe-origin__text'>
        <Text className='recipe-origin__owner'>
          {mine ? t('myRecipes.origin.mine') : t('myRecipes.origin.by', { name: owner.nickname })}
        </Text>
        {visibility && (
          <Text className={`recipe-origin__badge recipe-origin__badge--${visibility}`}>
            {t(`myRecipes.origin.${visibility}`)}
          </Text>
        )}
      </View>
      {mine && (
        <View
          className='recipe-origin__edit'
          role='button'
          onClick={() =>
            void Taro.navigateTo({ url: urlOf('recipeEdit', { id: detail.id, from: 'detail' }) })
          }
        >
          <Text>{t('myRecipes.origin.edit')}</Text>
        </View>
      )}
    </View>
  )
}
