import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { ReactNode } from 'react'
import { useTranslation } from '@/i18n/react'
import type { RecipeDetail } from '@shared/recipes'
import EmptyState from '@/components/empty-state'
import OfflineState from '@/components/offline-state'
import NavBar from '@/components/nav-bar'
import PillButton from '@/components/pill-button'
import { SkeletonBlock, SkeletonLine } from '@/components/skeleton'
import { urlOf } from '@/routes'
import { useRecipe } from '../../hooks/use-recipe'
import IngredientList from './ingredient-list'
import RecipeHero from './recipe-hero'
import StepsPreview from './steps-preview'
import './recipe-detail.scss'

/** The steps, with the servings shown here: their amounts, and the record cooking ends in. */
function openSteps(id: number, step: number, servings: number) {
  void Taro.navigateTo({ url: urlOf('stepsDetail', { id, step, servings }) })
}

interface RecipeDetailScreenProps {
  id: number
  /** More buttons for the action bar (favourite, add to today), composed by the page. */
  actions?: (detail: RecipeDetail, servings: number) => ReactNode
  /**
   * Under the cover: who wrote an own recipe and its edit button (composed by the page);
   * `reload` fetches the dish again after it was edited.
   */
  origin?: (detail: RecipeDetail, reload: () => void) => ReactNode
}

/** A dish: cover and facts, description, ingredients for N servings, steps, "start cooking". */
export default function RecipeDetailScreen({ id, actions, origin }: RecipeDetailScreenProps) {
  const { t } = useTranslation()
  const recipe = useRecipe(id)
  const { detail, status } = recipe

  return (
    <View className='page recipe-detail'>
      <NavBar title={t('titles.foodDetail')} />
      {status === 'loading' && <DetailSkeleton />}
      {status === 'error' && (
        <EmptyState
          text={t('recipes.loadFailed')}
          action={<PillButton text={t('common.retry')} onClick={() => void recipe.retry()} />}
        />
      )}
      {status === 'offline' && (
        <OfflineState text={t('offline.dish')} onRetry={() => void recipe.retry()} />
      )}
      {status === 'notFound' && (
        <EmptyState
          text={t('recipes.notFound')}
          action={
            <PillButton
              text={t('recipes.backHome')}
              onClick={() => void Taro.switchTab({ url: urlOf('home') })}
            />
          }
        />
      )}
      {status === 'ready' && detail && (
        <>
          <RecipeHero detail={detail} />
          {origin?.(detail, () => void recipe.retry())}
          {detail.untranslated && (
            <Text className='recipe-detail__untranslated'>{t('recipes.untranslated')}</Text>
          )}
          {detail.description && (
            <View className='recipe-section'>
              <Text className='recipe-detail__description'>{detail.description}</Text>
            </View>
          )}
          <IngredientList
            ingredients={recipe.ingredients}
            servings={recipe.servings}
            onServingsChange={recipe.setServings}
            notesUntranslated={detail.notesUntranslated}
          />
          <StepsPreview
            steps={recipe.steps}
            onOpen={(step) => openSteps(id, step, recipe.servings)}
          />
          {detail.tips && (
            <View className='recipe-section'>
              <Text className='recipe-section__title'>{t('recipes.tips')}</Text>
              {detail.tipsUntranslated && (
                <Text className='recipe-detail__untranslated recipe-detail__untranslated--inline'>
                  {t('recipes.tipsUntranslated')}
                </Text>
              )}
              <Text className='recipe-detail__tips'>{detail.tips}</Text>
            </View>
          )}
          <View className='recipe-actions'>
            {actions?.(detail, recipe.servings)}
            <PillButton
              className='recipe-actions__cook'
              size='large'
              text={t('recipes.startCooking')}
              disabled={detail.steps.length === 0}
              onClick={() => openSteps(id, 0, recipe.servings)}
            />
          </View>
        </>
      )}
    </View>
  )
}

function DetailSkeleton() {
  return (
    <View className='recipe-detail__skeleton' aria-busy>
      <SkeletonBlock className='recipe-hero__cover' />
      <View className='recipe-section'>
        <SkeletonLine size='title' />
        <SkeletonLine />
        <SkeletonLine size='short' />
      </View>
      <View className='recipe-section'>
        <SkeletonLine />
        <SkeletonLine />
        <SkeletonLine />
      </View>
    </View>
  )
}
