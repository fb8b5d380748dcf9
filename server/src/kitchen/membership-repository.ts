import type { Transaction } from 'kysely'
import type { KitchenRef, Locale } from '../../../types/api'
import { KITCHEN_MEMBERS_MAX } from '../../../types/kitchen'
import { lockOwner } from '../db/lock-owner'
import type { Db } from '../db/open-database'
import type { Database } from '../db/schema'
import { forUpdate, inTransaction } from '../db/transactions'
import { AppError } from '../lib/app-error'
import { movePlan } from './move-plan'

type Trx = Transaction<Database>

/** The name a person's own new kitchen gets (the server's 'kitchen.defaultName' in their locale). */
export type KitchenNamer = (person: { nickname: string; locale: Locale }) => string

export interface JoinRequest {
  userId: number
  kitchenId: number
  /** Move the items of the caller's own kitchen along when they are its only member. */
  merge: boolean
  now: number
}

function iso(ms: number): string {
  return new Date(ms).toISOString()
}

/**
 * The person's membership, read after taking the write lock on their row, so two requests of
 * theirs (join here, leave there) go one after the other on every database.
 */
async function membership(trx: Trx, userId: number) {
  await lockOwner(trx, userId)
  const row = await trx
    .selectFrom('kitchen_members')
    .select(['kitchen_id', 'role'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!row) throw new Error(`user ${userId} belongs to no kitchen`)
  return row
}

/**
 * Locks kitchens' rows until the transaction ends (PostgreSQL; in id order, so two transactions
 * cannot wait on each other), then counts: two members leaving one kitchen at once cannot both
 * see the other still there and leave it empty.
 */
async function lockKitchens(trx: Trx, ...kitchenIds: number[]): Promise<void> {
  const ids = [...new Set(kitchenIds)].sort((a, b) => a - b)
  await forUpdate(trx, trx.selectFrom('kitchens').select('id').where('id', 'in', ids)).execute()
}

async function othersIn(trx: Trx, kitchenId: number, userId: number): Promise<number> {
  const row = await trx
    .selectFrom('kitchen_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kitchen_id', '=', kitchenId)
    .where('user_id', '!=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The member who has been in the kitchen longest becomes its owner. */
async function passOwnership(trx: Trx, kitchenId: number): Promise<void> {
  const heir = await trx
    .selectFrom('kitchen_members')
    .select('user_id')
    .where('kitchen_id', '=', kitchenId)
    .orderBy('joined_at')
    .orderBy('user_id')
    .executeTakeFirst()
  if (!heir) return
  await trx
    .updateTable('kitchen_members')
    .set({ role: 'owner' })
    .where('user_id', '=', heir.user_id)
    .execute()
}

/**
 * Moves a person out of `fromKitchenId` into a new, empty kitchen of their own (in the same time
 * zone: a household that splits usually shares a calendar), and hands the old kitchen on when
 * they owned it.
 */
async function giveOwnKitchen(
  trx: Trx,
  userId: number,
  from: { kitchen_id: number; role: 'owner' | 'member' },
  now: number,
  nameFor: KitchenNamer,
): Promise<KitchenRef> {
  const person = await trx
    .selectFrom('users')
    .select(['nickname', 'locale'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  const old = await trx
    .selectFrom('kitchens')
    .select('time_zone')
    .where('id', '=', from.kitchen_id)
    .executeTakeFirstOrThrow()
  const name = nameFor(person)
  const kitchen = await trx
    .insertInto('kitchens')
    .values({ name, created_at: iso(now), time_zone: old.time_zone })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .updateTable('kitchen_members')
    .set({ kitchen_id: kitchen.id, role: 'owner', joined_at: iso(now) })
    .where('user_id', '=', userId)
    .execute()
  if (from.role === 'owner') await passOwnership(trx, from.kitchen_id)
  return { id: kitchen.id, name, role: 'owner' }
}

/** Who belongs to which kitchen: joining by code, leaving, being removed. One transaction each. */
export function createMembershipRepository(db: Db) {
  return {
    /**
     * Joins a kitchen. The caller's old kitchen: left to the others when there are any (owner
     * handed on); else dropped when empty; else refused (409) unless `merge`, which moves its
     * items, and with them their movements, into the new kitchen before dropping it.
     */
    join(request: JoinRequest): Promise<KitchenRef> {
      const { userId, kitchenId, merge, now } = request
      return inTransaction(db, async (trx) => {
        const from = await membership(trx, userId)
        if (from.kitchen_id === kitchenId) throw new AppError(409, 40930, 'kitchen.alreadyMember')
        // Both kitchens' rows locked before counting members: two joins at once (PostgreSQL,
        // several instances) count one after the other, so the cap holds.
        await lockKitchens(trx, from.kitchen_id, kitchenId)
        const target = await trx
          .selectFrom('kitchens')
          .select(['id', 'name'])
          .where('id', '=', kitchenId)
          .executeTakeFirst()
        if (!target) throw new AppError(400, 40030, 'kitchen.inviteInvalid')
        if ((await othersIn(trx, target.id, userId)) >= KITCHEN_MEMBERS_MAX) {
          throw new AppError(409, 40933, 'kitchen.full', { max: KITCHEN_MEMBERS_MAX })
        }
        const alone = (await othersIn(trx, from.kitchen_id, userId)) === 0
        if (alone && !merge) {
          const items = await trx
            .selectFrom('stock_items')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('kitchen_id', '=', from.kitchen_id)
            .executeTakeFirstOrThrow()
          const count = Number(items.n)
          if (count > 0) throw new AppError(409, 40931, 'kitchen.notEmpty', { count })
        }
        await trx
          .updateTable('kitchen_members')
          .set({ kitchen_id: target.id, role: 'member', joined_at: iso(now) })
          .where('user_id', '=', userId)
          .execute()
        if (alone) {
          await movePlan(trx, from.kitchen_id, target.id)
          await trx
            .updateTable('stock_items')
            .set({ kitchen_id: target.id })
            .where('kitchen_id', '=', from.kitchen_id)
            .execute()
          await trx.deleteFrom('kitchens').where('id', '=', from.kitchen_id).execute()
        } else if (from.role === 'owner') {
          await passOwnership(trx, from.kitchen_id)
        }
        return { id: target.id, name: target.name, role: 'member' }
      })
    },

    /** Leaves the kitchen for a new one of the caller's own; the only member cannot (409). */
    leave(userId: number, now: number, nameFor: KitchenNamer): Promise<KitchenRef> {
      return inTransaction(db, async (trx) => {
        const from = await membership(trx, userId)
        await lockKitchens(trx, from.kitchen_id)
        if ((await othersIn(trx, from.kitchen_id, userId)) === 0) {
          throw new AppError(409, 40932, 'kitchen.onlyMember')
        }
        return giveOwnKitchen(trx, userId, from, now, nameFor)
      })
    },

    /**
     * The owner removes a member of their kitchen, who gets a new kitchen of their own. The
     * kitchen's invite code ends in the same transaction (the removed person knows it); answers
     * whether it was still valid, so the caller can give the kitchen a new one.
     */
    remove(
      ownerId: number,
      memberId: number,
      now: number,
      nameFor: KitchenNamer,
    ): Promise<{ inviteWasLive: boolean }> {
      return inTransaction(db, async (trx) => {
        const owner = await membership(trx, ownerId)
        await lockKitchens(trx, owner.kitchen_id)
        if (owner.role !== 'owner') throw new AppError(403, 40330, 'kitchen.ownerOnly')
        const member = await trx
          .selectFrom('kitchen_members')
          .select(['kitchen_id', 'role'])
          .where('user_id', '=', memberId)
          .where('kitchen_id', '=', owner.kitchen_id)
          .executeTakeFirst()
        if (!member) throw new AppError(404, 40430, 'kitchen.memberNotFound', { id: memberId })
        await giveOwnKitchen(trx, memberId, member, now, nameFor)
        const invite = await trx
          .selectFrom('kitchens')
          .select('invite_expires_at')
          .where('id', '=', owner.kitchen_id)
          .executeTakeFirstOrThrow()
        await trx
          .updateTable('kitchens')
          .set({ invite_code: null, invite_expires_at: null })
          .where('id', '=', owner.kitchen_id)
          .execute()
        return { inviteWasLive: (invite.invite_expires_at ?? 0) > now }
      })
    },
  }
}

export type MembershipRepository = ReturnType<typeof createMembershipRepository>
