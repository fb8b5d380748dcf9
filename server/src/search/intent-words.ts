import type { SearchFilterKind } from '../../../types/recipes'

/**
 * The words cooks use for what they want rather than for a dish (SPEC §8.4), in Simplified
 * Chinese (Traditional queries are read in Simplified first) and in en / es / fr, folded as
 * fold.ts folds them (lower case, no accents; phrases with single spaces). What each means is
 * decided in intent.ts and written down in docs/search-intent.md.
 */
export interface IntentWords {
  kind: SearchFilterKind
  value: string
  zh: readonly string[]
  latin: readonly string[]
}

export const QUICK_MINUTES = 20

export const INTENT_WORDS: readonly IntentWords[] = [
  {
    kind: 'time',
    value: String(QUICK_MINUTES),
    zh: ['快手菜', '快手', '快速', '快捷', '省时'],
    latin: ['quick', 'quickly', 'fast', 'speedy', 'express', 'rapido', 'rapida', 'rapidos']
      .concat(['rapidas', 'rapide', 'rapides', 'vite fait'])
      .concat(['in a hurry']),
  },
  {
    kind: 'ease',
    value: 'easy',
    zh: ['简单', '容易', '新手', '懒人', '零失败', '不难'],
    latin: ['easy', 'simple', 'simples', 'beginner', 'beginners', 'effortless', 'facil']
      .concat(['faciles', 'sencillo', 'sencilla', 'sencillos', 'sencillas', 'facile'])
      .concat(['debutant', 'debutants']),
  },
  {
    kind: 'diet',
    value: 'vegetarian',
    zh: ['素食', '素菜', '吃素', '纯素', '不吃肉', '无肉', '素'],
    latin: ['vegetarian', 'veggie', 'vegan', 'meatless', 'meat free', 'no meat']
      .concat(['vegetariano', 'vegetariana', 'vegetarianos', 'vegetarianas', 'vegano'])
      .concat(['vegana', 'sin carne', 'vegetarien', 'vegetarienne', 'vegetariens'])
      .concat(['vegetariennes', 'vegane', 'sans viande']),
  },
  {
    kind: 'taste',
    value: 'mild',
    zh: ['不辣', '不要辣', '不吃辣', '无辣'],
    latin: ['not spicy', 'non spicy', 'no spicy', 'mild', 'no picante', 'sin picante'].concat([
      'nada picante',
      'pas epice',
      'pas epicee',
      'non epice',
      'pas pimente',
    ]),
  },
  {
    kind: 'taste',
    value: 'spicy',
    zh: ['麻辣', '香辣', '辣的', '辣'],
    latin: ['spicy', 'picante', 'picantes', 'picoso', 'epice', 'epicee', 'epices'].concat([
      'epicees',
      'pimente',
      'pimentee',
      'releve',
    ]),
  },
  {
    kind: 'category',
    value: 'breakfast',
    zh: ['早餐', '早饭', '早点'],
    latin: ['breakfast', 'breakfasts', 'brunch', 'desayuno', 'desayunos', 'petit dejeuner'].concat([
      'petits dejeuners',
      'petit dej',
    ]),
  },
  {
    kind: 'category',
    value: 'soup',
    zh: ['汤品', '汤类', '煲汤', '汤'],
    latin: ['soup', 'soups', 'sopa', 'sopas', 'caldo', 'caldos', 'soupe', 'soupes', 'potage'],
  },
  {
    kind: 'category',
    value: 'dessert',
    zh: ['甜品', '甜点'],
    latin: ['dessert', 'desserts', 'sweets', 'postre', 'postres'],
  },
  {
    kind: 'category',
    value: 'drink',
    zh: ['饮品', '饮料'],
    latin: ['drink', 'drinks', 'beverage', 'beverages', 'bebida', 'bebidas', 'boisson'].concat([
      'boissons',
    ]),
  },
  {
    kind: 'category',
    value: 'staple',
    zh: ['主食'],
    latin: ['staple', 'staples'],
  },
  {
    kind: 'category',
    value: 'aquatic',
    zh: ['海鲜', '水产'],
    latin: ['seafood', 'mariscos', 'marisco', 'fruits de mer'],
  },
  {
    kind: 'category',
    value: 'cold',
    zh: ['凉拌菜', '凉菜', '冷菜', '冷盘'],
    latin: ['cold dish', 'cold dishes', 'cold starter', 'plato frio', 'platos frios'].concat([
      'entrante frio',
      'entree froide',
      'entrees froides',
      'plat froid',
    ]),
  },
  {
    kind: 'occasion',
    value: 'homestyle',
    zh: ['家常菜', '家常'],
    latin: ['home style', 'homestyle', 'home cooking', 'homemade', 'everyday', 'casero'].concat([
      'casera',
      'caseros',
      'caseras',
      'familial',
      'familiale',
      'fait maison',
    ]),
  },
  {
    kind: 'occasion',
    value: 'rice',
    zh: ['下饭菜', '下饭', '送饭'],
    latin: ['goes with rice', 'go with rice', 'with rice', 'con arroz', 'avec du riz'].concat([
      'avec riz',
    ]),
  },
  {
    kind: 'occasion',
    value: 'guests',
    zh: ['宴客菜', '宴客', '请客', '待客', '聚会', '年夜饭', '硬菜'],
    latin: ['for guests', 'guests', 'dinner party', 'party', 'festive', 'para invitados'].concat([
      'invitados',
      'fiesta',
      'pour recevoir',
      'pour invites',
      'invites',
      'fete',
    ]),
  },
  {
    kind: 'occasion',
    value: 'light',
    zh: ['减肥', '减脂', '瘦身', '低脂', '低卡', '轻食', '健康', '清淡'],
    latin: ['light', 'healthy', 'low fat', 'low calorie', 'diet', 'weight loss', 'ligero']
      .concat(['ligera', 'ligeros', 'ligeras', 'saludable', 'saludables', 'bajo en grasa'])
      .concat(['leger', 'legere', 'legers', 'legeres', 'sain', 'saine', 'minceur']),
  },
]

/**
 * Words that hold an intent word without meaning it: 辣椒 is a chilli, not "spicy"; 汤圆 is a
 * dumpling, not a soup; "的家常做法" is filler (understand.ts). Read as text, never as filters.
 */
export const NOT_INTENT = [
  '辣椒',
  '辣子',
  '辣酱',
  '辣油',
  '辣白菜',
  '辣条',
  '家常做法',
  '家常的做法',
  '汤圆',
  '汤包',
  '汤汁',
  '高汤',
  '汤底',
  '素鸡',
  '早餐肉',
  '健康的做法',
]

/** Words left around intent words that say nothing more ("quick dishes", "菜"): dropped. */
export const LATIN_FILLER = new Set(
  (
    'dish dishes recipe recipes meal meals food something idea ideas under less than within ' +
    'in for with i want some a the an of to and min mins minute minutes ' +
    'plato platos receta recetas comida comidas menos de en para con un una y quiero algo ' +
    'plat plats recette recettes repas moins pour avec un une et des du le la les je veux ' +
    'minuto minutos'
  ).split(' '),
)

/** Han leftovers that say nothing once the intent words are gone (快手菜 → 菜, 简单的早餐 → 的). */
export const HAN_FILLER = /^[菜的个道款些点吧呢吗做一做法推荐有什么和与及或]*$/
