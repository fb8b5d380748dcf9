import { Text, View } from '@tarojs/components'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from '@/i18n/react'
import type { RecipeDetail } from '@shared/recipes'
import EmptyState from '@/components/empty-state'
import OfflineState from '@/components/offline-state'
import NavBar from '@/components/nav-bar'
import PillButton from '@/components/pill-button'
import RecipeImage from '@/components/recipe-image'
import { SkeletonLine } from '@/components/skeleton'
import { useRecipe } from '../../hooks/use-recipe'
import { keepAwake } from '../../keep-awake'
import { showStepInUrl } from '../../step-url'
import StepCarousel from './step-carousel'
import StepTimer from './step-timer'
import './cooking.scss'

/** What the last step offers instead of "finish", given the dish and the step shown. */
export type CookingFinish = (detail: RecipeDetail, step: number) => ReactNode

interface CookingScreenProps {
  id: number
  step: number
  /** The servings the dish page showed: the steps' amounts are for these. */
  servings?: number
  /** Composed by the page: the record the cooking ends in. */
  finish: CookingFinish
}

/** Hands-free cooking: one step per screen, swiped or stepped through, the screen kept awake. */
export default function CookingScreen({ id, step, servings, finish }: CookingScreenProps) {
  const { t } = useTranslation()
  const recipe = useRecipe(id, servings)
  const { detail, status } = recipe

  useEffect(() => keepAwake(), [])

  return (
    <View className='cooking'>
      <NavBar title={t('titles.stepsDetail')} />
      {status === 'loading' && (
        <View className='cooking__loading' aria-busy>
          <SkeletonLine size='short' />
          <SkeletonLine size='title' />
          <SkeletonLine />
          <SkeletonLine />
        </View>
      )}
      {status === 'error' && (
        <EmptyState
          text={t('recipes.loadFailed')}
          action={<PillButton text={t('common.retry')} onClick={() => void recipe.retry()} />}
        />
      )}
      {status === 'offline' && (
        <OfflineState text={t('offline.dish')} onRetry={() => void recipe.retry()} />
      )}
      {status === 'notFound' && <EmptyState text={t('recipes.notFound')} />}
      {status === 'ready' && detail && detail.steps.length === 0 && (
        <EmptyState text={t('recipes.noSteps')} />
      )}
      {status === 'ready' && detail && detail.steps.length > 0 && (
        <StepsPager detail={detail} initial={step} finish={finish} />
      )}
    </View>
  )
}

function clampStep(step: number, count: number) {
  if (!Number.isFinite(step)) return 0
  return Math.max(0, Math.min(count - 1, Math.floor(step)))
}

interface StepsPagerProps {
  detail: RecipeDetail
  initial: number
  finish: CookingFinish
}

function StepsPager({ detail, initial, finish }: StepsPagerProps) {
  const { t } = useTranslation()
  const total = detail.steps.length
  const [current, setCurrent] = useState(() => clampStep(initial, total))

  useEffect(() => showStepInUrl(current), [current])

  const last = current === total - 1
  return (
    <View className='cooking__body'>
      <Text className='cooking__dish'>{detail.title}</Text>
      {detail.untranslated && (
        <Text className='cooking__untranslated'>{t('recipes.untranslated')}</Text>
      )}
      <View className='cooking__progress'>
        <Text className='cooking__counter'>
          {t('cooking.stepOf', { current: current + 1, total })}
        </Text>
        <Text className='cooking__awake'>{t('cooking.keepAwake')}</Text>
      </View>
      <View className='cooking__bar'>
        <View
          className='cooking__bar-fill'
          style={{ width: `${((current + 1) / total) * 100}%` }}
        />
      </View>
      <StepCarousel
        current={current}
        onChange={setCurrent}
        slides={detail.steps.map((item, index) => (
          <View key={index} className='cooking__step' data-step={index}>
            <Text className='cooking__number'>{index + 1}</Text>
            <Text className='cooking__text'>{item.text}</Text>
            {item.image && (
              <RecipeImage
                className='cooking__image'
                src={item.image}
                width={750}
                category={detail.category.icon}
                fallback='none'
              />
            )}
            {item.timerSeconds !== null && item.timerSeconds > 0 && (
              <StepTimer seconds={item.timerSeconds} />
            )}
          </View>
        ))}
      />
      <View className='cooking__nav'>
        <PillButton
          kind='ghost'
          size='large'
          className={`cooking__nav-button${last ? ' cooking__nav-button--beside-finish' : ''}`}
          text={t('cooking.previous')}
          disabled={current === 0}
          onClick={() => setCurrent(current - 1)}
        />
        {last ? (
          <View className='cooking__nav-finish'>{finish(detail, current)}</View>
        ) : (
          <PillButton
            size='large'
            className='cooking__nav-button'
            text={t('cooking.next')}
            onClick={() => setCurrent(current + 1)}
          />
        )}
      </View>
    </View>
  )
}
