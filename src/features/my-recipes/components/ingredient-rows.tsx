import { Input, Text, View } from '@tarojs/components'
import { OWN_RECIPE_LIMITS as LIMITS } from '@shared/my-recipes'
import { inputMaxLength } from '@shared/text'
import { useTranslation } from '@/i18n/react'
import { keyboardProps } from '@/components/form-field/keyboard'
import { emptyIngredient, moved, type IngredientRow } from '../form'
import type { FormErrors } from '../validation'
import type { RowPreview } from '../hooks/use-ingredient-preview'
import FieldError from './field-error'
import IngredientPreview from './ingredient-preview'
import RowTools from './row-tools'

interface IngredientRowsProps {
  rows: IngredientRow[]
  errors: FormErrors
  /** How the server will read a row (the preview of parsed amounts). */
  preview: (row: IngredientRow) => RowPreview | null
  onChange: (rows: IngredientRow[]) => void
}

type Part = 'name' | 'quantity' | 'unit' | 'note'

/**
 * 用料: name, amount and unit on one line, the note under them, how it will be read under
 * that; rows added, moved, removed.
 */
export default function IngredientRows({ rows, errors, preview, onChange }: IngredientRowsProps) {
  const { t } = useTranslation()
  const set = (i: number, part: Part, value: string) =>
    onChange(rows.map((row, at) => (at === i ? { ...row, [part]: value } : row)))
  const input = (i: number, part: Part, label: string, max: number, digits = false) => (
    <Input
      className={`edit-input ingredient-row__${part}${errors[`ingredients.${i}.${part}`] ? ' edit-input--invalid' : ''}`}
      value={rows[i]![part]}
      placeholder={label}
      placeholderClass='edit-input__placeholder'
      maxlength={digits ? 12 : inputMaxLength(max)}
      {...keyboardProps(digits ? 'digit' : 'text')}
      aria-label={label}
      onInput={(event) => set(i, part, event.detail.value)}
    />
  )

  return (
    <View className='edit-section ingredient-rows'>
      <Text className='edit-section__title'>{t('myRecipes.edit.ingredients')}</Text>
      {rows.map((row, i) => (
        <View key={row.key} className='ingredient-row' data-index={i}>
          <View className='ingredient-row__line'>
            {input(i, 'name', t('myRecipes.edit.ingredientName'), LIMITS.ingredientName)}
            {input(i, 'quantity', t('myRecipes.edit.quantity'), 0, true)}
            {input(i, 'unit', t('myRecipes.edit.unit'), LIMITS.unit)}
          </View>
          <View className='ingredient-row__line'>
            {input(i, 'note', t('myRecipes.edit.note'), LIMITS.ingredientNote)}
            <RowTools
              index={i}
              count={rows.length}
              onMove={(by) => onChange(moved(rows, i, by))}
              onRemove={() => onChange(rows.filter((_, at) => at !== i))}
            />
          </View>
          {(['name', 'quantity', 'unit', 'note'] as const).map((part) => (
            <FieldError key={part} text={errors[`ingredients.${i}.${part}`]} />
          ))}
          <IngredientPreview preview={preview(row)} />
        </View>
      ))}
      <FieldError text={errors.ingredients} />
      {rows.length < LIMITS.ingredients && (
        <View
          className='edit-add edit-add--ingredient'
          role='button'
          onClick={() => onChange([...rows, emptyIngredient()])}
        >
          <Text>{`+ ${t('myRecipes.edit.addIngredient')}`}</Text>
        </View>
      )}
    </View>
  )
}
