import type { ServerResponse } from 'node:http'
import type {
  RecipeSummary,
  SearchHit,
  SearchPage,
  TodayEatAnswer,
  TodayEatDish,
} from '@shared/recipes'
import { sendJson, startApiServer, type ApiServer, type Received } from './api-server'
import { CATEGORIES, INITIALS, RECIPES, ROLE_OF, detailOf } from './catalogue-fixtures'

export function ok(res: ServerResponse, content: unknown) {
  sendJson(res, { code: 0, msg: '', content })
}

function paged<T>(list: T[], query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1)
  const pageSize = Number(query.get('pageSize') ?? 20)
  return {
    list: list.slice((page - 1) * pageSize, page * pageSize),
    total: list.length,
    page,
    pageSize,
  }
}

const SORTS: Record<string, (a: RecipeSummary, b: RecipeSummary) => number> = {
  popular: (a, b) => b.favoriteCount - a.favoriteCount,
  newest: (a, b) => b.id - a.id,
  easiest: (a, b) => a.difficulty - b.difficulty || a.id - b.id,
  quickest: (a, b) => (a.totalMinutes ?? 999) - (b.totalMinutes ?? 999) || a.id - b.id,
}

function search(q: string, categoryId: string | null): SearchHit[] {
  return RECIPES.filter((r) => !categoryId || String(r.category.id) === categoryId).flatMap(
    (recipe): SearchHit[] => {
      const at = recipe.title.indexOf(q)
      if (at >= 0) {
        return [
          {
            ...recipe,
            highlight: { field: 'title', text: recipe.title, ranges: [[at, at + q.length]] },
          },
        ]
      }
      if (INITIALS[recipe.title]?.startsWith(q.toLowerCase())) {
        return [
          {
            ...recipe,
            highlight: { field: 'pinyin', text: recipe.title, ranges: [[0, q.length]] },
          },
        ]
      }
      const ingredient = detailOf(recipe).ingredients.find((line) => line.name.includes(q))
      if (ingredient) {
        const text = `${ingredient.name} (ingredient)`
        const start = text.indexOf(q)
        return [
          {
            ...recipe,
            highlight: { field: 'ingredient', text, ranges: [[start, start + q.length]] },
          },
        ]
      }
      return []
    },
  )
}

/** Deterministic by seed, as the real endpoint is: a meat, a vegetable, then soup or staple. */
export function todayEat(query: URLSearchParams): TodayEatAnswer {
  const seed = Number(query.get('seed') ?? 7)
  const people = Number(query.get('people') ?? 2)
  const pool = RECIPES.filter(
    (r) =>
      (!query.get('categoryId') || String(r.category.id) === query.get('categoryId')) &&
      (!query.get('maxDifficulty') || r.difficulty <= Number(query.get('maxDifficulty'))) &&
      ROLE_OF[r.category.id],
  )
  const roles = ['meat', 'vegetable', 'soup', 'staple', 'meat', 'vegetable'].slice(
    0,
    Math.min(6, people + 1),
  )
  const dishes: TodayEatDish[] = []
  for (const role of roles) {
    const candidates = pool.filter(
      (r) => ROLE_OF[r.category.id] === role && !dishes.some((d) => d.id === r.id),
    )
    if (candidates.length === 0) continue
    const pick = candidates[(seed + dishes.length) % candidates.length]
    dishes.push({
      ...pick,
      role: ROLE_OF[pick.category.id],
      reason: `因为种子 ${seed} 选了${pick.title}`,
    })
  }
  return { dishes, seed }
}

export type Route = (req: Received, res: ServerResponse, url: URL) => boolean | void

/**
 * The catalogue API on a real local HTTP server. `override` answers first (return true when it
 * answered); everything else gets the fixture catalogue.
 */
export async function startCatalogueApi(): Promise<
  ApiServer & {
    override: (route: Route | null) => void
    /** Holds answers back until `release`: a local server answers before a page can be seen loading. */
    hold: () => void
    release: () => void
  }
> {
  const server = await startApiServer()
  let override: Route | null = null
  let held: (() => void)[] | null = null
  server.handle((req, res) => {
    if (held) {
      held.push(() => answer(req, res))
      return
    }
    answer(req, res)
  })
  function answer(req: Received, res: ServerResponse) {
    const url = new URL(req.url, 'http://localhost')
    if (override && override(req, res, url)) return
    const path = url.pathname.replace(/^\/api/, '')
    const q = url.searchParams
    if (path === '/categories') return ok(res, CATEGORIES)
    if (path === '/recipes/recommended') return ok(res, paged(RECIPES, q))
    if (path === '/recipes') {
      const list = RECIPES.filter(
        (r) => !q.get('categoryId') || String(r.category.id) === q.get('categoryId'),
      )
      return ok(res, paged([...list].sort(SORTS[q.get('sort') ?? 'popular']), q))
    }
    const detail = /^\/recipes\/(\d+)$/.exec(path)
    if (detail) {
      const recipe = RECIPES.find((r) => r.id === Number(detail[1]))
      if (!recipe) return sendJson(res, { code: 404, msg: '菜谱不存在', content: null }, 404)
      const servings = q.get('servings')
      return ok(res, detailOf(recipe, servings ? Number(servings) : undefined))
    }
    if (path === '/search/hot') {
      return ok(res, [
        { term: '红烧肉', count: 40 },
        { term: '鸡蛋', count: 30 },
        { term: 'hsr', count: 12 },
      ])
    }
    if (path === '/search/dishes') {
      const hits = search(q.get('q') ?? '', q.get('categoryId'))
      const page = paged(hits, q)
      const answer: SearchPage = {
        ...page,
        hasMore: page.page * page.pageSize < hits.length,
        totalCapped: false,
      }
      return ok(res, answer)
    }
    if (path === '/today-eat') return ok(res, todayEat(q))
    return sendJson(res, { code: 404, msg: 'not found', content: null }, 404)
  }
  return Object.assign(server, {
    override: (route: Route | null) => (override = route),
    hold: () => {
      held = []
    },
    release: () => {
      const waiting = held ?? []
      held = null
      waiting.forEach((go) => go())
    },
  })
}
