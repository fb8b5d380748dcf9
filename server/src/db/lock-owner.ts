import { sql, type Transaction } from 'kysely'
import type { Database } from './schema'

/**
 * Takes the write lock on a user's row before a transaction counts what the user has and then
 * adds to it (the cart's line limit, the upload quota). Without it two requests of one user on
 * PostgreSQL (READ COMMITTED, several instances) could both count 99 and both insert; with it the
 * second waits for the first to commit and then counts 100. On SQLite it makes the transaction a
 * writer from its first statement, so a second process waits (busy_timeout) instead of failing
 * when it tries to upgrade a read it began before the other's write.
 */
export async function lockOwner(trx: Transaction<Database>, userId: number): Promise<void> {
  await sql`update users set updated_at = updated_at where id = ${userId}`.execute(trx)
}

/**
 * The same for a kitchen: the transaction becomes the kitchen's one writer of what it counts or
 * matches before adding (its plan's lines of a day, its shopping list, put-away's stock items by
 * name). On PostgreSQL an UPDATE of a non-key column: other writers of that kitchen wait, rows
 * that merely reference it (foreign keys) do not.
 */
export async function lockKitchen(trx: Transaction<Database>, kitchenId: number): Promise<void> {
  await sql`update kitchens set name = name where id = ${kitchenId}`.execute(trx)
}
