import { sql, type Transaction } from 'kysely'
import { SERVINGS_MAX } from '../../../types/recipes'
import type { Database } from '../db/schema'

/**
 * A kitchen's plan and its own shopping items, moved into another kitchen (its only member
 * joins another, and their kitchen goes): the plan is the household's, it must not vanish with
 * the old kitchen. A line meeting a line of the same dish, meal and day there adds its servings
 * (capped, as planning does); the others move with their ids. Both kitchens' rows are locked.
 */
export async function movePlan(trx: Transaction<Database>, from: number, to: number) {
  const same = sql`t.kitchen_id = ${to} and t.plan_date = cart_items.plan_date
    and t.recipe_id = cart_items.recipe_id and t.meal = cart_items.meal`
  await trx
    .updateTable('cart_items')
    .set({ kitchen_id: to })
    .where('kitchen_id', '=', from)
    .where(sql<boolean>`not exists (select 1 from cart_items t where ${same})`)
    .execute()
  // What is left met a line there: its servings go onto that line; the kitchen's delete takes it.
  const theirs = sql`(select s.servings from cart_items s where s.kitchen_id = ${from}
    and s.plan_date = cart_items.plan_date and s.recipe_id = cart_items.recipe_id
    and s.meal = cart_items.meal)`
  await trx
    .updateTable('cart_items')
    .set({
      servings: sql<number>`case when servings + ${theirs} > ${SERVINGS_MAX} then ${SERVINGS_MAX}
        else servings + ${theirs} end`,
    })
    .where('kitchen_id', '=', to)
    .where(sql<boolean>`exists ${theirs}`)
    .execute()
  await trx
    .updateTable('shopping_items')
    .set({ kitchen_id: to })
    .where('kitchen_id', '=', from)
    .execute()
}
