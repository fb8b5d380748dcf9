import type { CategoryKey, SearchFilter } from '../../../types/recipes'
import { CATEGORIES } from '../recipes/categories'
import { ingredientKind } from '../i18n/catalogue/glossary'
import { decodeNames } from './terms'

/** What a filter reads of a dish: the recipe's own data (docs/search-intent.md). */
export interface FilterRow {
  title: string
  category_id: number
  difficulty: number
  total_minutes: number | null
  search_names: string
}

const CATEGORY_ID = new Map<string, number>(CATEGORIES.map((c) => [c.key, c.id]))
const idsOf = (...keys: CategoryKey[]) => new Set(keys.map((k) => CATEGORY_ID.get(k) ?? 0))

/** Meat and fish by name, for names the glossary does not know (a cook's own dish). */
const ANIMAL =
  /肉|猪|牛(?!奶|油果)|羊(?!奶)|鸡(?!蛋|精)|鸭(?!蛋)|鹅(?!蛋)|鱼(?!露)|虾|蟹|贝|蛤|蚝(?!油)|鱿|墨鱼|海参|鲍|排骨|培根|火腿|香肠|腊|肠|蹄|翅|爪|肝|胗|腰|肚|骨|高汤|猪油|牛油|鸡油|鱼露|虾皮|虾米|鱼干|蚬|螺|鳝|鳗|鲈|鲫|鲤|鳕|鲑|三文鱼|金枪鱼|凤尾|海蜇/
/** Eggs and dairy are in the glossary's meat-and-fish group (the shopping list's): not meat. */
const NOT_MEAT = /蛋|奶|乳/

function isMeatOrFish(name: string): boolean {
  if (NOT_MEAT.test(name) && !/肉|鱼|虾/.test(name)) return false
  return ingredientKind(name) === 'meat-fish' || ANIMAL.test(name)
}

/** What makes a dish hot: chillies, Sichuan pepper, chilli pastes, curry. 青椒 and 彩椒 are mild. */
const SPICY = /辣|花椒|麻椒|豆瓣|剁椒|泡椒|野山椒|小米椒|朝天椒|二荆条|干椒|老干妈|咖喱|芥末|水煮/

/** Dishes eaten cold: dressed, pickled, salads. */
const COLD = /凉拌|拌|凉|冷|沙拉|色拉|刺身|醉|白切|口水鸡|皮蛋豆腐|泡菜|腌/

/** Strong-tasting dishes that go with rice: braised in soy, hot, in a thick sauce. */
const WITH_RICE =
  /红烧|酱|辣|豉|鱼香|麻婆|回锅|干煸|小炒|卤|焖|宫保|糖醋|咖喱|豆瓣|剁椒|梅菜|扣肉|孜然|葱爆|爆炒|干锅|水煮|烧肉|烧茄子/
const WITH_RICE_NAME = /豆瓣|老抽|豆豉|辣|剁椒/

/** Rich food that a light meal leaves out. */
const RICH_TITLE =
  /炸|酥|拔丝|红烧|糖醋|焦糖|黄油|奶油|芝士|肥|五花|扣肉|猪蹄|可乐|烤肉|香肠|油焖|水煮|干锅|香锅|咖喱|蟹|龙虾/
const RICH_NAME = /五花|肥|猪蹄|黄油|奶油|芝士|奶酪|培根|香肠|腊肉|腊肠|猪油|炼乳|面包糠/

const MAIN_DISHES = idsOf('meat', 'vegetable', 'aquatic', 'soup', 'staple')
const WITH_RICE_DISHES = idsOf('meat', 'vegetable', 'aquatic')
const GUEST_DISHES = idsOf('meat', 'aquatic')
const LIGHT_DISHES = idsOf('vegetable', 'aquatic', 'soup', 'breakfast')
const NOT_COLD = idsOf('drink', 'dessert', 'condiment', 'semi-finished')

/** A row's ingredient names, read once per row and filter set. */
function namesOf(row: FilterRow): string[] {
  return decodeNames(row.search_names).map((n) => n.name)
}

function spicy(row: FilterRow, names: string[]): boolean {
  return SPICY.test(row.title) || names.some((n) => SPICY.test(n))
}

function passesOne(row: FilterRow, filter: SearchFilter, names: string[]): boolean {
  switch (filter.kind) {
    case 'time':
      return row.total_minutes !== null && row.total_minutes <= Number(filter.value)
    case 'ease':
      return row.difficulty <= 2
    case 'diet':
      return !names.some(isMeatOrFish)
    case 'taste':
      return spicy(row, names) === (filter.value === 'spicy')
    case 'category':
      if (filter.value === 'cold') return COLD.test(row.title) && !NOT_COLD.has(row.category_id)
      return row.category_id === CATEGORY_ID.get(filter.value)
    case 'occasion':
      return occasion(row, filter.value, names)
  }
}

function occasion(row: FilterRow, value: string, names: string[]): boolean {
  const { category_id: category, difficulty, total_minutes: minutes } = row
  switch (value) {
    case 'homestyle':
      return MAIN_DISHES.has(category) && difficulty <= 3 && (minutes === null || minutes <= 60)
    case 'rice':
      return (
        WITH_RICE_DISHES.has(category) &&
        (WITH_RICE.test(row.title) || names.some((n) => WITH_RICE_NAME.test(n)))
      )
    case 'guests':
      return GUEST_DISHES.has(category) && difficulty >= 3
    case 'light':
      return (
        LIGHT_DISHES.has(category) &&
        !RICH_TITLE.test(row.title) &&
        !names.some((n) => RICH_NAME.test(n)) &&
        !spicy(row, names)
      )
    default:
      return true
  }
}

/** Whether a dish meets every filter. */
export function passesAll(row: FilterRow, filters: readonly SearchFilter[]): boolean {
  if (filters.length === 0) return true
  const names = namesOf(row)
  return filters.every((f) => passesOne(row, f, names))
}

/** Made ahead to cook with, not eaten as a dish: left out of intent-only answers. */
export const NOT_DISHES = idsOf('condiment', 'semi-finished')

/**
 * Filters that only rank when the query also names a dish: "简单蛋炒饭" is the egg fried rice
 * done simply, not "no egg fried rice unless its difficulty is 2"; alone ("简单的早餐") they
 * filter.
 */
export function isSoft(filter: SearchFilter): boolean {
  return filter.kind === 'ease' || filter.kind === 'occasion'
}
