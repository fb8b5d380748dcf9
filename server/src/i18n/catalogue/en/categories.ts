import type { CategoryKey } from '../../../../../types/recipes'
import type { CategoryWords } from '../types'

/** Category names as the app shows them (src/i18n/locales/en.ts), and words that ask for them. */
export const categories: Readonly<Record<CategoryKey, CategoryWords>> = {
  meat: { name: 'Meat', also: ['meat dishes'] },
  vegetable: { name: 'Vegetables', also: ['vegetable dishes', 'veggies'] },
  aquatic: { name: 'Seafood', also: ['fish', 'fish and seafood'] },
  breakfast: { name: 'Breakfast' },
  staple: { name: 'Staples', also: ['rice and noodles'] },
  soup: { name: 'Soups', also: ['soup'] },
  dessert: { name: 'Desserts', also: ['dessert', 'sweets'] },
  drink: { name: 'Drinks', also: ['drink', 'beverages'] },
  condiment: { name: 'Sauces', also: ['sauce', 'condiments', 'seasonings'] },
  'semi-finished': { name: 'Semi-prepared', also: ['ready meals', 'frozen'] },
}
