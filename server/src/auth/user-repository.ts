import type { Gender, KitchenRef, Locale, UserInfo } from '../../../types/api'
import { maskEmail } from '../../../types/auth'
import { uniqueViolation } from '../db/errors'
import type { Db } from '../db/open-database'
import type { User } from '../db/schema-accounts'
import { AppError } from '../lib/app-error'
import { normalizeEmail } from '../lib/email'

export interface NewAccount {
  username: string
  email: string
  passwordHash: string
  nickname: string
  locale: Locale
  kitchenName: string
  now: number
}

export interface ProfilePatch {
  nickname?: string
  avatar?: string
  gender?: Gender
  bio?: string
  locale?: Locale
}

function iso(ms: number): string {
  return new Date(ms).toISOString()
}

export function createUserRepository(db: Db) {
  return {
    findById(id: number): Promise<User | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
    },

    findByEmail(email: string): Promise<User | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst()
    },

    /** A username, or an email when it has an @ (usernames cannot); both without regard to case. */
    findByLogin(login: string): Promise<User | undefined> {
      const value = login.trim()
      if (value.includes('@')) return this.findByEmail(value)
      // The column is caseless (NOCASE on SQLite, citext on PostgreSQL), so = ignores case.
      return db.selectFrom('users').selectAll().where('username', '=', value).executeTakeFirst()
    },

    async usernameTaken(username: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirst()
      return row !== undefined
    },

    async emailTaken(email: string): Promise<boolean> {
      return (await this.findByEmail(email)) !== undefined
    },

    /** The user, their own kitchen and their owner membership, all or nothing. */
    async createWithKitchen(account: NewAccount): Promise<number> {
      const at = iso(account.now)
      try {
        return await db.transaction().execute(async (trx) => {
          const user = await trx
            .insertInto('users')
            .values({
              username: account.username,
              email: normalizeEmail(account.email),
              password_hash: account.passwordHash,
              nickname: account.nickname,
              locale: account.locale,
              created_at: at,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          const kitchen = await trx
            .insertInto('kitchens')
            .values({ name: account.kitchenName, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
          await trx
            .insertInto('kitchen_members')
            .values({ kitchen_id: kitchen.id, user_id: user.id, role: 'owner', joined_at: at })
            .execute()
          return user.id
        })
      } catch (error) {
        // Two registrations racing for the same name or email: the loser gets the 409.
        const taken = uniqueViolation(error)
        if (taken?.table === 'users' && taken.columns.includes('username'))
          throw new AppError(409, 40901, 'auth.usernameTaken')
        if (taken?.table === 'users' && taken.columns.includes('email'))
          throw new AppError(409, 40902, 'auth.emailTaken')
        throw error
      }
    },

    async kitchenOf(userId: number): Promise<KitchenRef | null> {
      const row = await db
        .selectFrom('kitchen_members')
        .innerJoin('kitchens', 'kitchens.id', 'kitchen_members.kitchen_id')
        .select(['kitchens.id', 'kitchens.name', 'kitchen_members.role'])
        .where('kitchen_members.user_id', '=', userId)
        .executeTakeFirst()
      return row ?? null
    },

    /** What GET /auth/user/info answers; undefined when the user is gone. */
    async info(userId: number): Promise<UserInfo | undefined> {
      const user = await this.findById(userId)
      if (!user) return undefined
      return {
        id: user.id,
        username: user.username,
        nickname: user.nickname,
        avatar: user.avatar,
        email: maskEmail(user.email),
        gender: user.gender,
        bio: user.bio,
        locale: user.locale,
        kitchen: await this.kitchenOf(user.id),
        createdAt: user.created_at,
      }
    },

    async updateProfile(userId: number, patch: ProfilePatch, now: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ ...patch, updated_at: iso(now) })
        .where('id', '=', userId)
        .execute()
    },

    async setPasswordHash(userId: number, passwordHash: string, now: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: iso(now) })
        .where('id', '=', userId)
        .execute()
    },

    async setEmail(userId: number, email: string, now: number): Promise<void> {
      try {
        await db
          .updateTable('users')
          .set({ email: normalizeEmail(email), updated_at: iso(now) })
          .where('id', '=', userId)
          .execute()
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError(409, 40902, 'auth.emailTaken')
        throw error
      }
    },
  }
}

export type UserRepository = ReturnType<typeof createUserRepository>
