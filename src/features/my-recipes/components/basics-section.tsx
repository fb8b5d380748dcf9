import { Text, Textarea, View } from '@tarojs/components'
import { OWN_RECIPE_LIMITS as LIMITS } from '@shared/my-recipes'
import type { Category } from '@shared/recipes'
import { inputMaxLength } from '@shared/text'
import { useTranslation } from '@/i18n/react'
import ChipGroup from '@/components/chip-group'
import FormField from '@/components/form-field'
import Stepper from '@/components/stepper'
import { categoryName } from '@/i18n/category-name'
import type { RecipeForm } from '../form'
import type { FormErrors } from '../validation'
import FieldError from './field-error'

export interface CategoryChoice {
  categories: Category[]
  status: 'loading' | 'ready' | 'error' | 'offline'
  reload: () => void
}

interface BasicsSectionProps {
  form: RecipeForm
  errors: FormErrors
  categories: CategoryChoice
  onChange: (changes: Partial<RecipeForm>) => void
}

const LEVELS = [1, 2, 3, 4, 5]

/** Name, category, description, servings, difficulty and total time. */
export default function BasicsSection({ form, errors, categories, onChange }: BasicsSectionProps) {
  const { t } = useTranslation()
  return (
    <View className='edit-section edit-basics'>
      <FormField
        name='title'
        label={t('myRecipes.edit.title')}
        placeholder={t('myRecipes.edit.titlePlaceholder')}
        value={form.title}
        maxlength={inputMaxLength(LIMITS.title)}
        onChange={(title) => onChange({ title })}
        error={errors.title}
      />
      <View className='edit-block edit-block--category'>
        <Text className='edit-label'>{t('myRecipes.edit.category')}</Text>
        {categories.status === 'ready' ? (
          <ChipGroup
            chips={categories.categories.map((c) => ({ value: c.id, label: categoryName(c) }))}
            value={form.categoryId}
            onChange={(categoryId) => onChange({ categoryId })}
            scroll={false}
            compact
          />
        ) : categories.status === 'loading' ? (
          <Text className='edit-hint'>{t('common.loading')}</Text>
        ) : (
          <View className='edit-retry' role='button' onClick={categories.reload}>
            <Text>{t('myRecipes.edit.categoriesFailed')}</Text>
          </View>
        )}
        <FieldError text={errors.categoryId} />
      </View>
      <View className='edit-block'>
        <Text className='edit-label'>{t('myRecipes.edit.description')}</Text>
        <Textarea
          className={`edit-textarea edit-description${errors.description ? ' edit-input--invalid' : ''}`}
          value={form.description}
          placeholder={t('myRecipes.edit.descriptionPlaceholder')}
          maxlength={inputMaxLength(LIMITS.description)}
          autoHeight
          onInput={(event) => onChange({ description: event.detail.value })}
        />
        <FieldError text={errors.description} />
      </View>
      <View className='edit-block edit-block--row'>
        <Text className='edit-label'>{t('myRecipes.edit.servings')}</Text>
        <Stepper
          value={form.servings}
          min={LIMITS.servings.min}
          max={LIMITS.servings.max}
          display={t('myRecipes.edit.servingsValue', { count: form.servings })}
          decreaseLabel={t('myRecipes.edit.fewer')}
          increaseLabel={t('myRecipes.edit.more')}
          onChange={(servings) => onChange({ servings })}
        />
      </View>
      <View className='edit-block'>
        <Text className='edit-label'>{t('myRecipes.edit.difficulty')}</Text>
        <ChipGroup
          chips={LEVELS.map((level) => ({ value: level, label: String(level) }))}
          value={form.difficulty}
          onChange={(difficulty) => onChange({ difficulty })}
          scroll={false}
          compact
        />
      </View>
      <FormField
        name='totalMinutes'
        label={t('myRecipes.edit.minutes')}
        placeholder={t('myRecipes.edit.minutesPlaceholder')}
        type='number'
        maxlength={5}
        value={form.totalMinutes}
        onChange={(totalMinutes) => onChange({ totalMinutes })}
        error={errors.totalMinutes}
      />
    </View>
  )
}
