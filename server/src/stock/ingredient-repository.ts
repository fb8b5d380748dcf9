import { sql } from 'kysely'
import { STOCK_NAME_MAX, type IngredientSuggestion } from '../../../types/kitchen'
import type { Db } from '../db/open-database'
import type { NeedLine } from './plan'

/** SQLite compares text as UTF-8 bytes; U+10FFFF sorts after every continuation of a prefix. */
const AFTER_ALL = '\u{10FFFF}'
const REMARK = '*[0-9=+()（），,:：;；]*'
/** Names per compound query (each a name and an alias lookup, under SQLite's 500 terms). */
const NAMES_PER_QUERY = 100

export interface NamedRecipe {
  recipeId: number
  /** The name (or alias) the recipe's line was found under. */
  name: string
}

/** An ingredient line of a dish, in the dish's order. */
export interface DishLine extends NeedLine {
  recipeId: number
}

/**
 * The catalogue's ingredient lines read by name: suggestions for the stock form and the dishes
 * that use what a kitchen holds. Every lookup is a range of the name or alias index
 * (recipe_ingredients_name / _alias, migration 005), never a scan of the lines.
 */
export function createIngredientRepository(db: Db) {
  return {
    /**
     * Names that start with `prefix`, the most used first. Names longer than a stock name, or
     * with digits, brackets or punctuation in them, are remarks the parser kept as a name
     * ("盐 = （要烙饼的张数 / 2）g"), not ingredients to offer.
     */
    async suggest(prefix: string, limit: number): Promise<IngredientSuggestion[]> {
      const rows = await db
        .selectFrom('recipe_ingredients')
        .select(['name', (eb) => eb.fn.count<number>('recipe_id').distinct().as('recipes')])
        .where('name', '>=', prefix)
        .where('name', '<', prefix + AFTER_ALL)
        .where(sql<number>`length(name)`, '<=', STOCK_NAME_MAX)
        .where(sql<boolean>`name not glob ${REMARK}`)
        .groupBy('name')
        .orderBy('recipes', 'desc')
        .orderBy('name')
        .limit(limit)
        .execute()
      return rows.map((row) => ({ name: row.name, recipes: Number(row.recipes) }))
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
              sql`select * from (select distinct recipe_id as recipeId, ${name} as name
                from recipe_ingredients where ${sql.ref(column)} = ${name}
                order by recipe_id limit ${cap})`,
          ),
        )
        const { rows } = await sql<NamedRecipe>`${sql.join(parts, sql` union all `)}`.execute(db)
        found.push(...rows)
      }
      return found
    },

    /** The parsed lines of these dishes (unparsed remarks left out), by dish, in order. */
    async linesOf(recipeIds: readonly number[]): Promise<Map<number, DishLine[]>> {
      const lines = new Map<number, DishLine[]>()
      if (recipeIds.length === 0) return lines
      const rows = await db
        .selectFrom('recipe_ingredients')
        .select(['recipe_id as recipeId', 'name', 'alias', 'quantity', 'unit'])
        .where('recipe_id', 'in', recipeIds)
        .where('parsed', '=', 1)
        .orderBy('recipe_id')
        .orderBy('position')
        .execute()
      for (const row of rows) {
        const list = lines.get(row.recipeId)
        if (list) list.push(row)
        else lines.set(row.recipeId, [row])
      }
      return lines
    },
  }
}

export type IngredientRepository = ReturnType<typeof createIngredientRepository>
