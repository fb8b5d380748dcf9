/**
 * What the benchmark asks the server, each scenario a set of paths drawn at random, and the
 * targets of issue [6], stated as ratios to yardsticks measured in the same run: a scenario's
 * p99 against its floor row (hello-world sending a copy of a real answer of that size), its
 * throughput against hello-world's.
 */
import type { KitchenData } from './kitchen-data'

/** The answers copied for the floor rows: one per size of answer the scenarios send. */
export type FloorName = 'list' | 'search' | 'detail' | 'categories' | 'stock' | 'cart' | 'order'

export interface Floor {
  name: FloorName
  /** What the copy is of. */
  label: string
  /** The real API call whose answer hello-world sends as this floor. */
  path: string
}

export interface Scenario {
  name: string
  /** A path for the next request. */
  path: (random: () => number) => string
  /** Sent with every request (the session of the authenticated scenarios). */
  headers?: Record<string, string>
  /** The floor row this scenario's p99 is held to. */
  floor?: FloorName
  /** p99 at most this many times the floor row's. */
  p99Ratio?: number
  /** Requests per second at least this share of hello-world's. */
  throughputRatio?: number
  /** Requests per second at least this share of its floor row's (the PostgreSQL targets). */
  floorThroughputRatio?: number
  /** A floor row itself (hello-world): compared with no floor but its own. */
  yardstick?: boolean
}

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T

function search(words: readonly string[]) {
  return (random: () => number) => {
    const page = random() < 0.8 ? 1 : 2
    return `/api/search/dishes?q=${encodeURIComponent(pick(words, random))}&page=${page}`
  }
}

export const SEARCHES = {
  '1 character': ['蛋', '鸡', '肉', '鱼', '虾', '饭', '面', '汤', '豆', '菜'],
  '2 characters': ['红烧', '鸡蛋', '排骨', '豆腐', '土豆', '牛肉', '清蒸', '凉拌', '糖醋', '虾仁'],
  '3 characters': ['红烧肉', '西红柿', '五花肉', '土豆丝', '西兰花', '小龙虾', '蛋炒饭', '老母鸡'],
  '4 characters': [
    '宫保鸡丁',
    '鱼香肉丝',
    '红烧排骨',
    '糖醋里脊',
    '清蒸鲈鱼',
    '麻婆豆腐',
    '香辣鸡翅',
  ],
  pinyin: [
    'hongshaorou',
    'hsr',
    'gongbaojiding',
    'gbjd',
    'yuxiang',
    'tangcu',
    'qingzheng',
    'xhscjd',
  ],
  Latin: ['latte', 'mojito', 'smoothie', 'soda', 'LATTE', 'Moc', 'lemonade'],
} as const

const SORTS = ['popular', 'newest', 'easiest', 'quickest'] as const
const LOCATIONS = ['fridge', 'freezer', 'pantry', 'other'] as const
const STATUSES = ['expired', 'expiring', 'out', 'low', 'ok'] as const

/** Issue [6]: search p99 ≤ 2× its floor, the other catalogue routes ≤ 1.5×; ≥ 0.5× throughput. */
const SEARCH_TARGET = { p99Ratio: 2, throughputRatio: 0.5 } as const
const ROUTE_TARGET = { p99Ratio: 1.5, throughputRatio: 0.5 } as const
/** The stock, plan and record reads allow 120 calls per address per minute. */

export function floors(kitchen: KitchenData): Floor[] {
  return [
    { name: 'list', label: 'a list page', path: '/api/recipes?sort=newest&page=1' },
    { name: 'search', label: 'a search page', path: '/api/search/dishes?q=%E7%BA%A2%E7%83%A7' },
    { name: 'detail', label: 'a dish', path: '/api/recipes/1?servings=2' },
    { name: 'categories', label: 'the categories', path: '/api/categories' },
    { name: 'stock', label: 'a stock page', path: '/api/stock?page=1' },
    { name: 'cart', label: 'a plan of 8 lines', path: '/api/cart' },
    { name: 'order', label: 'a food record', path: `/api/orders/${kitchen.orderId}` },
  ]
}

export function scenarios(recipes: number, kitchen: KitchenData): Scenario[] {
  const session = { authorization: `Bearer ${kitchen.token}` }
  return [
    ...Object.entries(SEARCHES).map(([kind, words]) => ({
      name: `search, ${kind}`,
      path: search(words),
      floor: 'search' as const,
      ...SEARCH_TARGET,
    })),
    {
      name: 'list (category, sort, pages 1-5)',
      path: (random) => {
        const category = random() < 0.3 ? '' : `categoryId=${1 + Math.floor(random() * 10)}&`
        const page = 1 + Math.floor(random() * 5)
        return `/api/recipes?${category}sort=${pick(SORTS, random)}&page=${page}`
      },
      floor: 'list',
      ...ROUTE_TARGET,
    },
    {
      name: 'detail (any dish, servings 1-4)',
      path: (random) =>
        `/api/recipes/${1 + Math.floor(random() * recipes)}?servings=${1 + Math.floor(random() * 4)}`,
      floor: 'detail',
      ...ROUTE_TARGET,
    },
    {
      name: 'recommended (pages 1-20)',
      path: (random) => `/api/recipes/recommended?page=${1 + Math.floor(random() * 20)}`,
      floor: 'list',
      ...ROUTE_TARGET,
    },
    { name: 'categories', path: () => '/api/categories', floor: 'categories', ...ROUTE_TARGET },
    {
      name: 'today-eat (2-6 people)',
      path: (random) => `/api/today-eat?people=${2 + Math.floor(random() * 5)}`,
      throughputRatio: 0.4,
    },
    {
      name: 'stock (60 items; pages 1-3, a location or a status)',
      path: (random) => {
        const r = random()
        const filter =
          r < 0.4
            ? ''
            : r < 0.7
              ? `location=${pick(LOCATIONS, random)}&`
              : `status=${pick(STATUSES, random)}&`
        return `/api/stock?${filter}page=${1 + Math.floor(random() * 3)}`
      },
      headers: session,
      floor: 'stock',
      ...ROUTE_TARGET,
    },
    {
      name: 'cart (8 lines)',
      path: () => '/api/cart',
      headers: session,
      floor: 'cart',
      ...ROUTE_TARGET,
    },
    {
      name: 'order detail (3 dishes, stock plan)',
      path: () => `/api/orders/${kitchen.orderId}`,
      headers: session,
      floor: 'order',
      ...ROUTE_TARGET,
    },
  ]
}

/**
 * Issue [10]'s targets on PostgreSQL, against floor rows that make one primary-key read through
 * the same kind of pool: catalogue reads ≥ 0.7× the floor's throughput and p99 ≤ 1.5× its p99;
 * logged-in reads (stock, plan, record) ≥ 0.5× and ≤ 2×. A scenario without a floor (today-eat)
 * is measured, held to nothing.
 */
export function postgresTargets(list: Scenario[]): Scenario[] {
  return list.map(({ throughputRatio: _share, p99Ratio: _p99, ...scenario }) => {
    if (!scenario.floor) return scenario
    return scenario.headers
      ? { ...scenario, floorThroughputRatio: 0.5, p99Ratio: 2 }
      : { ...scenario, floorThroughputRatio: 0.7, p99Ratio: 1.5 }
  })
}
