/** What the benchmark asks the server, each scenario a set of paths drawn at random. */

export interface Scenario {
  name: string
  /** The p99 this scenario must stay under, in milliseconds. */
  targetP99?: number
  /** A path for the next request. */
  path: (random: () => number) => string
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

export function scenarios(recipes: number): Scenario[] {
  return [
    ...Object.entries(SEARCHES).map(([kind, words]) => ({
      name: `search, ${kind}`,
      targetP99: 20,
      path: search(words),
    })),
    {
      name: 'list (category, sort, pages 1-5)',
      targetP99: 10,
      path: (random) => {
        const category = random() < 0.3 ? '' : `categoryId=${1 + Math.floor(random() * 10)}&`
        const page = 1 + Math.floor(random() * 5)
        return `/api/recipes?${category}sort=${pick(SORTS, random)}&page=${page}`
      },
    },
    {
      name: 'detail (any dish, servings 1-4)',
      targetP99: 10,
      path: (random) =>
        `/api/recipes/${1 + Math.floor(random() * recipes)}?servings=${1 + Math.floor(random() * 4)}`,
    },
    {
      name: 'recommended (pages 1-20)',
      path: (random) => `/api/recipes/recommended?page=${1 + Math.floor(random() * 20)}`,
    },
    { name: 'categories', path: () => '/api/categories' },
    {
      name: 'today-eat (2-6 people)',
      path: (random) => `/api/today-eat?people=${2 + Math.floor(random() * 5)}`,
    },
  ]
}
