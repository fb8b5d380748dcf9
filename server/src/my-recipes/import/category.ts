import { dishCategory } from '../../catalogue/dish-category'

/** Words of a page's recipeCategory or title that name one of our ten categories. */
const WORDS: [RegExp, number][] = [
  [/汤|羹|soup|stew|sopa|soupe/i, 6],
  [/早餐|早饭|breakfast|brunch|desayuno|petit[- ]d[ée]jeuner/i, 4],
  [/甜品|甜点|蛋糕|dessert|cake|cookie|postre|g[âa]teau/i, 7],
  [/饮品|饮料|茶|咖啡|drink|beverage|smoothie|cocktail|bebida|boisson/i, 8],
  [/酱|调料|sauce|dressing|condiment|salsa/i, 9],
  [/主食|面|饭|饼|包子|饺子|bread|pasta|noodle|rice|pizza|pan|pain/i, 5],
  [/水产|鱼|虾|蟹|seafood|fish|shrimp|prawn|pescado|poisson/i, 3],
  [/素|蔬菜|vegetable|vegetarian|vegan|salad|verdura|légume/i, 2],
]

/**
 * The category a page's recipe most likely belongs to, for the draft (the cook may change it):
 * named by its category or title, else by its ingredients the way the catalogue files its
 * dishes (fish under 水产), else 荤菜.
 */
export function guessCategory(text: string, ingredientNames: readonly string[]): number {
  for (const [pattern, id] of WORDS) if (pattern.test(text)) return id
  return dishCategory('荤菜', [...ingredientNames])?.id ?? 1
}
