import type { KitchenMember } from '../../../types/kitchen'
import { compiledQuery } from '../db/compiled-query'
import { uniqueViolation } from '../db/errors'
import type { Db } from '../db/open-database'
import type { Membership } from '../db/schema-accounts'

/** Kitchens as their members read and rename them, and their invite codes. */
export function createKitchenRepository(db: Db) {
  // Every kitchen call starts here: compiled once.
  const membership = compiledQuery(db, 1, (userId: number) =>
    db
      .selectFrom('kitchen_members')
      .innerJoin('kitchens', 'kitchens.id', 'kitchen_members.kitchen_id')
      .select([
        'kitchens.id as kitchenId',
        'kitchens.name',
        'kitchen_members.role',
        'kitchens.time_zone as timeZone',
        'kitchens.stock_version as stockVersion',
      ])
      .where('kitchen_members.user_id', '=', userId),
  )
  return {
    async membershipOf(userId: number): Promise<Membership | undefined> {
      const [row] = await membership(userId)
      return row
    },

    /** Members in the order they joined (the owner is usually first). */
    members(kitchenId: number): Promise<KitchenMember[]> {
      return db
        .selectFrom('kitchen_members')
        .innerJoin('users', 'users.id', 'kitchen_members.user_id')
        .select([
          'users.id as userId',
          'users.nickname',
          'users.avatar',
          'kitchen_members.role',
          'kitchen_members.joined_at as joinedAt',
        ])
        .where('kitchen_members.kitchen_id', '=', kitchenId)
        .orderBy('kitchen_members.joined_at')
        .orderBy('users.id')
        .execute()
    },

    async invite(kitchenId: number) {
      const row = await db
        .selectFrom('kitchens')
        .select(['invite_code', 'invite_expires_at'])
        .where('id', '=', kitchenId)
        .executeTakeFirst()
      return { code: row?.invite_code ?? null, expiresAt: row?.invite_expires_at ?? null }
    },

    async itemCount(kitchenId: number): Promise<number> {
      const row = await db
        .selectFrom('stock_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kitchen_id', '=', kitchenId)
        .executeTakeFirst()
      return Number(row?.n ?? 0)
    },

    async update(kitchenId: number, patch: { name?: string; time_zone?: string }): Promise<void> {
      if (Object.keys(patch).length === 0) return
      await db.updateTable('kitchens').set(patch).where('id', '=', kitchenId).execute()
    },

    /**
     * Gives the kitchen this code in place of its old one; false when another kitchen holds the
     * same code (the caller draws another).
     */
    async setInvite(kitchenId: number, code: string, expiresAt: number): Promise<boolean> {
      try {
        await db
          .updateTable('kitchens')
          .set({ invite_code: code, invite_expires_at: expiresAt })
          .where('id', '=', kitchenId)
          .execute()
        return true
      } catch (error) {
        if (uniqueViolation(error)) return false
        throw error
      }
    },

    /** The kitchen a code lets people into now, if any (codes are stored upper case). */
    findByInvite(code: string, now: number) {
      return db
        .selectFrom('kitchens')
        .select(['id', 'name'])
        .where('invite_code', '=', code)
        .where('invite_expires_at', '>', now)
        .executeTakeFirst()
    },
  }
}

export type KitchenRepository = ReturnType<typeof createKitchenRepository>
