import type { CategoryKey } from '../../../../../types/recipes'
import type { CategoryWords } from '../types'

/** Category names as the app shows them (src/i18n/locales/fr.ts), and words that ask for them. */
export const categories: Readonly<Record<CategoryKey, CategoryWords>> = {
  meat: { name: 'Viandes', also: ['viande'] },
  vegetable: { name: 'Légumes', also: ['légume'] },
  aquatic: { name: 'Poissons', also: ['poisson', 'fruits de mer'] },
  breakfast: { name: 'Petit-déjeuner', also: ['petit déjeuner'] },
  staple: { name: 'Féculents', also: ['riz et nouilles'] },
  soup: { name: 'Soupes', also: ['soupe', 'potage'] },
  dessert: { name: 'Desserts', also: ['dessert', 'douceurs'] },
  drink: { name: 'Boissons', also: ['boisson', 'cocktails'] },
  condiment: { name: 'Sauces', also: ['sauce', 'condiments'] },
  'semi-finished': { name: 'Semi-préparés', also: ['plats préparés', 'surgelés'] },
}
