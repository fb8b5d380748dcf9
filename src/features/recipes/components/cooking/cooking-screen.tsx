import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { RecipeDetail } from '@shared/recipes'
import EmptyState from '@/components/empty-state'
import NavBar from '@/components/nav-bar'
import PillButton from '@/components/pill-button'
import RecipeImage from '@/components/recipe-image'
import { SkeletonLine } from '@/components/skeleton'
import { urlOf } from '@/routes'
import { useRecipe } from '../../hooks/use-recipe'
import { keepAwake } from '../../keep-awake'
import { showStepInUrl } from '../../step-url'
import StepCarousel from './step-carousel'
import StepTimer from './step-timer'
import './cooking.scss'

/** Hands-free cooking: one step per screen, swiped or stepped through, the screen kept awake. */
export default function CookingScreen({
  id,
  step,
  servings,
}: {
  id: number
  step: number
  /** The servings the dish page showed: the steps' amounts are for these. */
  servings?: number
}) {
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
      {status === 'notFound' && <EmptyState text={t('recipes.notFound')} />}
      {status === 'ready' && detail && detail.steps.length === 0 && (
        <EmptyState text={t('recipes.noSteps')} />
      )}
      {status === 'ready' && detail && detail.steps.length > 0 && (
        <StepsPager detail={detail} initial={step} />
      )}
    </View>
  )
}

function clampStep(step: number, count: number) {
  if (!Number.isFinite(step)) return 0
  return Math.max(0, Math.min(count - 1, Math.floor(step)))
}

function StepsPager({ detail, initial }: { detail: RecipeDetail; initial: number }) {
  const { t } = useTranslation()
  const total = detail.steps.length
  const [current, setCurrent] = useState(() => clampStep(initial, total))

  useEffect(() => showStepInUrl(current), [current])

  const last = current === total - 1
  return (
    <View className='cooking__body'>
      <Text className='cooking__dish'>{detail.title}</Text>
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
          className='cooking__nav-button'
          text={t('cooking.previous')}
          disabled={current === 0}
          onClick={() => setCurrent(current - 1)}
        />
        <PillButton
          size='large'
          className='cooking__nav-button'
          text={last ? t('cooking.finish') : t('cooking.next')}
          onClick={() => (last ? finish() : setCurrent(current + 1))}
        />
      </View>
    </View>
  )
}

function finish() {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack()
  else void Taro.switchTab({ url: urlOf('home') })
}
