import { Text, View } from '@tarojs/components'
import type { RecipeVisibility } from '@shared/my-recipes'
import { useTranslation } from '@/i18n/react'

interface VisibilitySectionProps {
  value: RecipeVisibility
  /** The cook's kitchen, or null: sharing needs one. */
  kitchen: string | null
  onChange: (value: RecipeVisibility) => void
}

/** Who sees the recipe: its writer only, or every member of their kitchen. */
export default function VisibilitySection({ value, kitchen, onChange }: VisibilitySectionProps) {
  const { t } = useTranslation()
  const option = (choice: RecipeVisibility, label: string, disabled = false) => (
    <View
      className={`visibility-option visibility-option--${choice}${value === choice ? ' visibility-option--on' : ''}${disabled ? ' visibility-option--off' : ''}`}
      role='radio'
      aria-checked={value === choice}
      aria-disabled={disabled}
      onClick={() => !disabled && onChange(choice)}
    >
      <View className='visibility-option__dot' />
      <Text className='visibility-option__label'>{label}</Text>
    </View>
  )
  return (
    <View className='edit-section visibility' role='radiogroup'>
      <Text className='edit-section__title'>{t('myRecipes.edit.visibility')}</Text>
      {option('private', t('myRecipes.edit.private'))}
      {kitchen
        ? option('kitchen', t('myRecipes.edit.kitchen', { name: kitchen }))
        : option('kitchen', t('myRecipes.edit.kitchenNone'), true)}
    </View>
  )
}
