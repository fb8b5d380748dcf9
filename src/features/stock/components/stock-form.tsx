import {
  COMMON_UNITS,
  STOCK_LOCATIONS,
  STOCK_NAME_MAX,
  STOCK_NOTE_MAX,
  STOCK_UNIT_MAX,
  type IngredientSuggestion,
} from '@shared/kitchen'
import { inputMaxLength } from '@shared/text'
import { Picker, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { useTranslation } from '@/i18n/react'
import ChipGroup from '@/components/chip-group'
import FormField from '@/components/form-field'
import { localDate, pickerDateRange } from '@/services/picker-range'
import type { StockField, StockFormErrors, StockFormValues } from '../validation'

const LIMITS: Record<StockField, number> = {
  name: STOCK_NAME_MAX,
  quantity: 0,
  unit: STOCK_UNIT_MAX,
  minQuantity: 0,
  bestBefore: 0,
  note: STOCK_NOTE_MAX,
}

interface StockFormProps {
  values: StockFormValues
  onChange: (changes: Partial<StockFormValues>) => void
  errors: StockFormErrors
  /** Catalogue names for what is being typed in the name field. */
  suggestions: IngredientSuggestion[]
  onPickSuggestion: (name: string) => void
}

/** Every field of a stock item; the add and the edit popups both use it. */
export default function StockForm({
  values,
  onChange,
  errors,
  suggestions,
  onPickSuggestion,
}: StockFormProps) {
  const { t } = useTranslation()
  const range = useMemo(() => pickerDateRange(), [])
  const error = (field: StockField) =>
    errors[field] && t(`stock.form.errors.${errors[field]}`, { max: LIMITS[field] })

  return (
    <View className='stock-form stock-chips'>
      <FormField
        name='name'
        label={t('stock.form.name')}
        placeholder={t('stock.form.namePlaceholder')}
        value={values.name}
        maxlength={inputMaxLength(STOCK_NAME_MAX)}
        onChange={(name) => onChange({ name })}
        error={error('name')}
      />
      {suggestions.length > 0 && (
        <View className='name-suggestions' role='listbox'>
          {suggestions.slice(0, 6).map((s) => (
            <View
              key={s.name}
              className='name-suggestions__item'
              role='option'
              onClick={() => onPickSuggestion(s.name)}
            >
              <Text className='name-suggestions__name'>{s.name}</Text>
              <Text className='name-suggestions__uses'>
                {t('stock.form.suggestionUses', { count: s.recipes })}
              </Text>
            </View>
          ))}
        </View>
      )}
      <View className='stock-form__pair'>
        <FormField
          name='quantity'
          label={t('stock.form.quantity')}
          placeholder={t('stock.form.quantityPlaceholder')}
          type='digit'
          value={values.quantity}
          onChange={(quantity) => onChange({ quantity })}
          error={error('quantity')}
        />
        <FormField
          name='unit'
          label={t('stock.form.unit')}
          placeholder={t('stock.form.unitPlaceholder')}
          value={values.unit}
          maxlength={inputMaxLength(STOCK_UNIT_MAX)}
          onChange={(unit) => onChange({ unit })}
          error={error('unit')}
        />
      </View>
      <View className='stock-form__units'>
        <ChipGroup
          chips={COMMON_UNITS.map((unit) => ({ value: unit, label: unit }))}
          value={values.unit.trim()}
          onChange={(unit) => onChange({ unit })}
          compact
        />
      </View>
      <FormField
        name='minQuantity'
        label={t('stock.form.minQuantity')}
        placeholder={t('stock.form.minPlaceholder')}
        type='digit'
        value={values.minQuantity}
        onChange={(minQuantity) => onChange({ minQuantity })}
        error={error('minQuantity')}
      />
      <View
        className={`stock-form__date form-field form-field--bestBefore${errors.bestBefore ? ' form-field--invalid' : ''}`}
      >
        <Text className='form-field__label'>{t('stock.form.bestBefore')}</Text>
        <View className='stock-form__date-row'>
          <Picker
            className='stock-form__picker'
            mode='date'
            value={values.bestBefore ?? localDate(new Date())}
            start={range.start}
            end={range.end}
            onChange={(event) => onChange({ bestBefore: String(event.detail.value) })}
          >
            <View className='stock-form__date-value' role='button'>
              <Text className={values.bestBefore ? '' : 'stock-form__date-none'}>
                {values.bestBefore ?? t('stock.form.noDate')}
              </Text>
            </View>
          </Picker>
          {values.bestBefore && (
            <View
              className='stock-form__clear'
              role='button'
              onClick={() => onChange({ bestBefore: null })}
            >
              <Text>{t('stock.form.clearDate')}</Text>
            </View>
          )}
        </View>
        {errors.bestBefore && (
          <View className='form-field__error' role='alert'>
            {error('bestBefore')}
          </View>
        )}
      </View>
      <View className='stock-form__block'>
        <Text className='form-field__label'>{t('stock.form.location')}</Text>
        <ChipGroup
          chips={STOCK_LOCATIONS.map((value) => ({
            value,
            label: t(`stock.locations.${value}`),
          }))}
          value={values.location}
          onChange={(location) => onChange({ location })}
          scroll={false}
        />
      </View>
      <FormField
        name='note'
        label={t('stock.form.note')}
        placeholder={t('stock.form.notePlaceholder', { max: STOCK_NOTE_MAX })}
        value={values.note}
        maxlength={inputMaxLength(STOCK_NOTE_MAX)}
        onChange={(note) => onChange({ note })}
        error={error('note')}
      />
    </View>
  )
}
