import type { FoodKind } from '../../../types/shopping'
import type { StockLocation } from '../../../types/kitchen'
import { ingredientKind } from '../i18n/catalogue/glossary'
import type { IngredientKind } from '../i18n/catalogue/types'
import { nameKey } from '../stock/names'

/** The glossary's groups under the names the shopping list's contract uses. */
const GLOSSARY_KIND: Record<IngredientKind, FoodKind> = {
  produce: 'vegetables',
  'meat-fish': 'meat',
  staples: 'staples',
  seasonings: 'seasonings',
  other: 'other',
}

/**
 * What kind of food a name is, for grouping the shopping list and proposing a best-before date:
 * the one place that decides it. A catalogue ingredient takes the kind its reviewed glossary
 * entry gives; any other name (typed by hand, a cook's own recipe) goes by words in the name,
 * checked in this order, since names share words across kinds: 辣椒粉 is a seasoning though 辣椒 is a vegetable, 鸡精 though 鸡 is meat,
 * 米醋 though 米 is a staple, 油菜 is a vegetable though 油 is a seasoning.
 */
const RULES: readonly [FoodKind, RegExp][] = [
  // Whole names whose words would put them elsewhere.
  ['vegetables', /^(油菜|油麦菜|小油菜|玉米|玉米粒|甜玉米|鲜玉米|eggplants?|aubergines?)$/i],
  ['staples', /(面粉|米粉|粉丝|粉条|河粉|粉皮|年糕)/],
  // Dairy with the staples, as the glossary groups it.
  ['staples', /(奶|黄油|芝士|奶酪|cheese|milk|butter|cream|yogurt)/i],
  [
    'seasonings',
    /(盐|糖|醋|酱|油|精|粉$|生抽|老抽|料酒|黄酒|米酒|花雕|胡椒|花椒|八角|大料|桂皮|香叶|丁香|草果|孜然|咖喱|十三香|五香|味噌|芝麻|淀粉|豆豉|腐乳|南乳|蚝油|鱼露|柠檬汁|香草|薄荷|桂花|干辣椒|小米辣干|肉桂|冰糖|红糖|白糖|蜂蜜|酵母|泡打|苏打|吉利丁|salt|sugar|sauce|vinegar|oil|pepper|spice|paste|honey)/i,
  ],
  [
    'meat',
    /(肉|鸡|鸭|鹅|牛|羊|猪|排骨|里脊|五花|腩|蹄|肘|肝|肚|肠|舌|翅|爪|腿|胸|鱼|虾|蟹|贝|蚌|蛤|蚬|螺|鱿|墨鱼|章鱼|海参|鲍|蚝|培根|火腿|腊|香肠|蛋|chicken|beef|pork|lamb|mutton|fish|shrimp|prawn|crab|bacon|ham|sausage|egg)/i,
  ],
  [
    'staples',
    /(米|面|粉丝|粉条|河粉|米粉|粉皮|饺子皮|馄饨皮|春卷皮|馒头|包子|花卷|饼|面包|吐司|年糕|糍粑|燕麦|麦片|玉米面|小米|糯米|意面|通心粉|挂面|方便面|rice|noodle|pasta|flour|bread|oat|tortilla)/i,
  ],
  [
    'vegetables',
    /(菜|葱|姜|蒜|椒|番茄|西红柿|茄|土豆|马铃薯|薯|萝卜|瓜|豆芽|豆角|豆腐|豆干|腐竹|毛豆|豌豆|蚕豆|菇|菌|耳|笋|藕|芋|山药|洋葱|芹|韭|菠|苋|芥|蓝|花菜|西兰花|生菜|莴|芦笋|玉米|南瓜|冬瓜|丝瓜|苦瓜|黄瓜|香菜|芫荽|苗|叶|果|梨|苹果|橙|柠檬|香蕉|草莓|葡萄|桃|枣|莲|荸荠|百合|海带|紫菜|vegetable|onion|garlic|ginger|tomato|potato|carrot|cabbage|lettuce|spinach|mushroom|pepper|cucumber|fruit|apple|lemon|banana)/i,
  ],
]

/** Names the tap gives, never bought: the list leaves them out. */
const NEVER_BOUGHT = new Set(
  [
    '水',
    '清水',
    '开水',
    '温水',
    '凉水',
    '冷水',
    '热水',
    '凉开水',
    '冰水',
    '沸水',
    '饮用水',
    'water',
  ].map((name) => nameKey(name)),
)

/** Kitchen things some recipes list with their ingredients (电锅, 秒表, 锡纸): not shopping. */
const UTENSILS =
  /(锅$|秒表|计时器|锡纸|保鲜膜|打蛋器|搅拌器|筷子|烤箱|微波炉|模具|砧板|温度计|厨房秤|量杯|量勺|厨房纸|吸油纸|牙签|竹签|烤盘|油纸|裱花袋|蒸笼|盘子|碗$)/

/** The kind of food a name is; `other` when no word says. */
export function kindOf(name: string): FoodKind {
  const known = ingredientKind(name.trim())
  if (known) return GLOSSARY_KIND[known]
  const key = nameKey(name)
  for (const [kind, words] of RULES) if (words.test(key)) return kind
  return 'other'
}

/** Water and kitchen things: recipes name them, a shopping list never does. */
export function isNeverBought(name: string): boolean {
  const key = nameKey(name)
  return NEVER_BOUGHT.has(key) || UTENSILS.test(key)
}

/**
 * Days a fresh purchase of this kind keeps, as put-away proposes its best-before date: fresh
 * vegetables about five days, meat and fish two in the fridge and three months frozen; staples,
 * seasonings and everything else keep long or vary too much to guess (left empty). The cook
 * changes it in the stock screen.
 */
export function keepsForDays(kind: FoodKind, location: StockLocation): number | null {
  if (kind === 'meat') return location === 'freezer' ? 90 : location === 'fridge' ? 2 : null
  if (kind === 'vegetables') return location === 'freezer' ? 90 : 5
  return null
}
