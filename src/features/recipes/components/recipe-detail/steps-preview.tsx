import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import type { RecipeStep } from '@shared/recipes'
import { formatClock } from '../../hooks/use-countdown'

const PREVIEW = 3

/** The first steps, each opening the cooking screen there, and how many more follow. */
export default function StepsPreview({
  steps,
  onOpen,
}: {
  steps: RecipeStep[]
  onOpen: (step: number) => void
}) {
  const { t } = useTranslation()
  const more = steps.length - PREVIEW
  return (
    <View className='recipe-section steps-preview'>
      <View className='recipe-section__head'>
        <Text className='recipe-section__title'>{t('recipes.steps')}</Text>
        <Text className='recipe-section__aside'>
          {t('recipes.stepsCount', { count: steps.length })}
        </Text>
      </View>
      {steps.length === 0 && <Text className='ingredient-list__none'>{t('recipes.noSteps')}</Text>}
      {steps.slice(0, PREVIEW).map((step, index) => (
        <View key={index} className='steps-preview__step' onClick={() => onOpen(index)}>
          <Text className='steps-preview__number'>{index + 1}</Text>
          <View className='steps-preview__body'>
            <Text className='steps-preview__text'>{step.text}</Text>
            {step.timerSeconds !== null && (
              <Text className='steps-preview__timer'>
                {t('recipes.timerBadge', { time: formatClock(step.timerSeconds) })}
              </Text>
            )}
          </View>
        </View>
      ))}
      {more > 0 && (
        <View className='steps-preview__more' onClick={() => onOpen(PREVIEW)}>
          <Text>{t('recipes.moreSteps', { count: more })}</Text>
        </View>
      )}
    </View>
  )
}
