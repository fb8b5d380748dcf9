import type { CategoryKey } from '../../../../../types/recipes'
import type { CategoryWords } from '../types'

/** Category names as the app shows them (src/i18n/locales/es.ts), and words that ask for them. */
export const categories: Readonly<Record<CategoryKey, CategoryWords>> = {
  meat: { name: 'Carnes', also: ['carne'] },
  vegetable: { name: 'Verduras', also: ['verdura', 'hortalizas'] },
  aquatic: { name: 'Pescado y marisco', also: ['pescado', 'marisco', 'mariscos'] },
  breakfast: { name: 'Desayunos', also: ['desayuno'] },
  staple: { name: 'Arroz y pasta', also: ['arroces', 'fideos'] },
  soup: { name: 'Sopas', also: ['sopa', 'caldo'] },
  dessert: { name: 'Postres', also: ['postre', 'dulces'] },
  drink: { name: 'Bebidas', also: ['bebida', 'cócteles'] },
  condiment: { name: 'Salsas', also: ['salsa', 'condimentos'] },
  'semi-finished': { name: 'Semipreparados', also: ['precocinados', 'congelados'] },
}
