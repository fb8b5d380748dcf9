import { Input, Text, Textarea, View } from '@tarojs/components'
import { OWN_RECIPE_LIMITS as LIMITS } from '@shared/my-recipes'
import { inputMaxLength } from '@shared/text'
import { useTranslation } from '@/i18n/react'
import { keyboardProps } from '@/components/form-field/keyboard'
import { emptyStep, moved, withText, type StepRow } from '../form'
import type { FormErrors } from '../validation'
import FieldError from './field-error'
import PhotoField from './photo-field'
import RowTools from './row-tools'

interface StepRowsProps {
  rows: StepRow[]
  errors: FormErrors
  onChange: (rows: StepRow[]) => void
}

/** 做法: numbered steps, each with its text, a photo and a timer the text proposes. */
export default function StepRows({ rows, errors, onChange }: StepRowsProps) {
  const { t } = useTranslation()
  const put = (i: number, next: (row: StepRow) => StepRow) =>
    onChange(rows.map((row, at) => (at === i ? next(row) : row)))

  return (
    <View className='edit-section step-rows'>
      <Text className='edit-section__title'>{t('myRecipes.edit.steps')}</Text>
      {rows.map((row, i) => (
        <View key={row.key} className='step-row' data-index={i}>
          <View className='step-row__head'>
            <Text className='step-row__number'>{t('myRecipes.edit.stepNumber', { n: i + 1 })}</Text>
            <RowTools
              index={i}
              count={rows.length}
              onMove={(by) => onChange(moved(rows, i, by))}
              onRemove={() => onChange(rows.filter((_, at) => at !== i))}
            />
          </View>
          <Textarea
            className={`edit-textarea step-row__text${errors[`steps.${i}.text`] ? ' edit-input--invalid' : ''}`}
            value={row.text}
            placeholder={t('myRecipes.edit.stepPlaceholder')}
            maxlength={inputMaxLength(LIMITS.stepText)}
            autoHeight
            onInput={(event) => put(i, (step) => withText(step, event.detail.value))}
          />
          <FieldError text={errors[`steps.${i}.text`]} />
          <View className='step-row__extras'>
            <PhotoField
              name={`step-${i}`}
              size='step'
              url={row.image}
              addLabel={t('myRecipes.edit.addStepPhoto')}
              onChange={(image) => put(i, (step) => ({ ...step, image }))}
            />
            <View className='step-row__timer'>
              <Text className='edit-label'>{t('myRecipes.edit.timer')}</Text>
              <Input
                className={`edit-input step-row__minutes${errors[`steps.${i}.timer`] ? ' edit-input--invalid' : ''}`}
                value={row.timer}
                maxlength={8}
                {...keyboardProps('digit')}
                aria-label={t('myRecipes.edit.timer')}
                onInput={(event) =>
                  put(i, (step) => ({ ...step, timer: event.detail.value, timerEdited: true }))
                }
              />
              {row.timer && !row.timerEdited && (
                <Text className='step-row__proposed'>{t('myRecipes.edit.timerFromText')}</Text>
              )}
            </View>
          </View>
          <FieldError text={errors[`steps.${i}.timer`]} />
        </View>
      ))}
      <FieldError text={errors.steps} />
      {rows.length < LIMITS.steps && (
        <View
          className='edit-add edit-add--step'
          role='button'
          onClick={() => onChange([...rows, emptyStep()])}
        >
          <Text>{`+ ${t('myRecipes.edit.addStep')}`}</Text>
        </View>
      )}
    </View>
  )
}
