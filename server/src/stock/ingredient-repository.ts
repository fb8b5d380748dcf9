import { sql } from 'kysely'
import { STOCK_NAME_MAX, type IngredientSuggestion } from '../../../types/kitchen'
import { catalogueClock, perCatalogueVersion } from '../db/catalogue-clock'
import type { Db } from '../db/open-database'
import { nameKey } from './names'

/** Digits, brackets or punctuation: a remark the parser kept as a name ("1 汤匙 = 15ml"). */
const REMARK = /[0-9=+()（），,:：;；]/
/** Names per compound query (each a name and an alias lookup, under SQLite's 500 terms). */
const NAMES_PER_QUERY = 100

export interface NamedRecipe {
  recipeId: number
  /** The name (or alias) the recipe's line was found under. */
  name: string
}

function byUse(a: IngredientSuggestion, b: IngredientSuggestion): number {
  return b.recipes - a.recipes || (a.name < b.name ? -1 : 1)
}

/** The first index of a sorted list whose name is at or after `text`. */
function firstAtOrAfter(names: readonly IngredientSuggestion[], text: string): number {
  let low = 0
  let high = names.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((names[mid] as IngredientSuggestion).name < text) low = mid + 1
    else high = mid
  }
  return low
}

/**
 * The catalogue's ingredient lines read by name: suggestions for the stock form and the dishes
 * that use what a kitchen holds. Dishes are found through ranges of the name and alias indexes
 * (recipe_ingredients_name / _alias, migration 005), never a scan of the lines; the names to
 * suggest are one pass of the name index per catalogue version.
 */
export function createIngredientRepository(db: Db) {
  const clock = catalogueClock(db)
  const cache = perCatalogueVersion(db, () => ({
    names: undefined as Promise<IngredientSuggestion[]> | undefined,
  }))

  /**
   * Every name worth offering with how many dishes use it, sorted by name, read once per
   * catalogue version. Measured at 100,000 dishes (22 Nov, 2 cores shared with other work):
   * counting one prefix through the name index took 5-15 ms for the common first characters
   * (鸡, 生: 40-70 thousand lines) on every keystroke; the whole list is 1,200 names, read in one
   * pass of the index (0.5 s, once per catalogue version), and a suggestion from it takes under
   * 0.1 ms and can match inside a name too.
   */
  function catalogueNames(): Promise<IngredientSuggestion[]> {
    const current = cache.current()
    current.names ??= db
      .selectFrom('recipe_ingredients')
      .select(['name', (eb) => eb.fn.count<number>('recipe_id').distinct().as('recipes')])
      .where(sql<number>`length(name)`, '<=', STOCK_NAME_MAX)
      .groupBy('name')
      .execute()
      .then((rows) =>
        rows
          .filter((row) => !REMARK.test(row.name))
          .map((row) => ({ name: row.name, recipes: Number(row.recipes) }))
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
      )
      .catch((error: unknown) => {
        current.names = undefined
        throw error
      })
    return current.names
  }

  return {
    /**
     * Catalogue names for what is typed: first the ones that name the same food (鸡蛋 itself,
     * and 西红柿 for 番茄, 鸡蛋 for 土鸡蛋: stock/names.ts), then those that start with it, then
     * those that contain it, each group the most used first (鸡 → 鸡蛋, 鸡精 …, then 乌鸡 …).
     */
    async suggest(text: string, limit: number): Promise<IngredientSuggestion[]> {
      await clock.check(false)
      const names = await catalogueNames()
      const key = nameKey(text)
      const same = names.filter((n) => nameKey(n.name) === key)
      const starts = firstAtOrAfter(names, text)
      const prefixed: IngredientSuggestion[] = []
      for (let i = starts; i < names.length && names[i]?.name.startsWith(text); i++) {
        const found = names[i] as IngredientSuggestion
        if (!same.includes(found)) prefixed.push(found)
      }
      const inside = names.filter(
        (n) => !n.name.startsWith(text) && n.name.includes(text) && !same.includes(n),
      )
      const exact = (n: IngredientSuggestion) => (n.name === text ? 0 : 1)
      const first = same.sort((a, b) => exact(a) - exact(b) || byUse(a, b))
      return [...first, ...prefixed.sort(byUse), ...inside.sort(byUse)].slice(0, limit)
    },

    /**
     * The first `cap` dishes (by id) with a line named, or aliased, each of `names`: one range
     * read of an index per name, so a kitchen's few dozen names cost the same at 100,000 dishes
     * as at 300. A dish can come back under several names.
     */
    async recipesNamed(names: readonly string[], cap: number): Promise<NamedRecipe[]> {
      const found: NamedRecipe[] = []
      for (let start = 0; start < names.length; start += NAMES_PER_QUERY) {
        const parts = names.slice(start, start + NAMES_PER_QUERY).flatMap((name) =>
          (['name', 'alias'] as const).map(
            (column) =>
              sql`select * from (select distinct recipe_id as ${sql.ref('recipeId')},
                cast(${name} as text) as name from recipe_ingredients
                where ${sql.ref(column)} = ${name} order by recipe_id limit ${cap}) as found`,
          ),
        )
        const { rows } = await sql<NamedRecipe>`${sql.join(parts, sql` union all `)}`.execute(db)
        found.push(...rows)
      }
      return found
    },
  }
}

export type IngredientRepository = ReturnType<typeof createIngredientRepository>
