import type { FastifyInstance } from 'fastify'
import type { Db } from './db/open-database'
import { createCodeRepository } from './auth/code-repository'
import { createCoverRepository } from './covers/repository'
import { createDeviceTokenRepository } from './auth/device-token-repository'
import { createSessionRepository } from './auth/session-repository'
import { createThrottleRepository } from './auth/throttle-repository'
import { createCartRepository } from './cart/repository'
import { createFavoriteRepository } from './favorites/repository'
import { createFileRepository } from './files/repository'
import { createHealthRepository } from './health/repository'
import { createKitchenRepository } from './kitchen/repository'
import { createMembershipRepository } from './kitchen/membership-repository'
import { createOwnRecipeRepository } from './my-recipes/repository'
import { createOrderRepository } from './orders/repository'
import { createRecipeRepository } from './recipes/repository'
import { createSearchRepository } from './search/repository'
import { createShoppingRepository } from './shopping/repository'
import { createIngredientRepository } from './stock/ingredient-repository'
import { createStockRepository } from './stock/repository'
import { createUploadRepository } from './upload/repository'
import { createKanbanRepository } from './users/kanban-repository'
import { createUserRepository } from './auth/user-repository'
import { createReleaseRepository } from './version/repository'

/** Every repository over one database; the only code that runs SQL. */
export function createRepositories(db: Db) {
  const recipes = createRecipeRepository(db)
  return {
    health: createHealthRepository(db),
    releases: createReleaseRepository(db),
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
    codes: createCodeRepository(db),
    throttle: createThrottleRepository(db),
    deviceTokens: createDeviceTokenRepository(db),
    uploads: createUploadRepository(db),
    files: createFileRepository(db),
    kanban: createKanbanRepository(db),
    recipes,
    ownRecipes: createOwnRecipeRepository(db),
    covers: createCoverRepository(db),
    search: createSearchRepository(db),
    kitchens: createKitchenRepository(db),
    memberships: createMembershipRepository(db),
    stock: createStockRepository(db),
    ingredients: createIngredientRepository(db),
    favorites: createFavoriteRepository(db),
    cart: createCartRepository(db),
    shopping: createShoppingRepository(db),
    orders: createOrderRepository(db, recipes),
  }
}

export type Repositories = ReturnType<typeof createRepositories>

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories
  }
}

export function setupRepositories(app: FastifyInstance): void {
  app.decorate('repos', createRepositories(app.db))
}
