import '@/i18n'
import { emptyForm, emptyIngredient, emptyStep, type RecipeForm } from '@/features/my-recipes/form'
import { serverErrors } from '@/features/my-recipes/validation'
import { useSettingsStore } from '@/stores/settings-store'

beforeEach(() => useSettingsStore.getState().setLocale('en'))

/** Rows with blank ones before or between them: blank rows are not sent. */
function form(): RecipeForm {
  const base = emptyForm()
  return {
    ...base,
    ingredients: [
      { ...emptyIngredient(), name: '蒜' },
      emptyIngredient(),
      { ...emptyIngredient(), name: '黄瓜', unit: '根根根根根根根根根根根' },
    ],
    steps: [emptyStep(), { ...emptyStep(), text: '拌匀', timer: '2000' }],
  }
}

test('a refusal naming a sent row is put on the form row it came from', () => {
  expect(serverErrors(form(), 'body/ingredients/1/unit: must be at most 10 characters')).toEqual({
    'ingredients.2.unit': 'must be at most 10 characters',
  })
  expect(serverErrors(form(), 'body/steps/0/timerSeconds：不能大于 86400')).toEqual({
    'steps.1.timer': '不能大于 86400',
  })
})

test('a refusal naming a whole field goes on it; anything else on the form', () => {
  expect(serverErrors(form(), 'body/categoryId: category not found')).toEqual({
    categoryId: 'category not found',
  })
  expect(serverErrors(form(), 'Too many requests')).toEqual({ form: 'Too many requests' })
})
