import type { FastifyInstance } from 'fastify'
import type { RecipeDraft } from '../../../types/my-recipes'
import { AppError } from '../lib/app-error'
import { uploadNameOf } from '../users/service'

/** The draft's pictures that are uploads here (the cover, the steps' photos). */
function uploadsOf(draft: RecipeDraft): string[] {
  const urls = [draft.cover, ...draft.steps.map((step) => step.image)]
  return urls.filter((url): url is string => typeof url === 'string' && url.startsWith('/api/'))
}

/**
 * A recipe's pictures on our origin must be the cook's own uploads (as an avatar must): the
 * upload sweep then keeps them while a recipe uses them (upload/repository.ts).
 */
export async function requireOwnPictures(
  app: FastifyInstance,
  userId: number,
  draft: RecipeDraft,
): Promise<void> {
  for (const url of uploadsOf(draft)) {
    const name = uploadNameOf(url)
    if (!name || !(await app.repos.uploads.isOwnedBy(name, userId))) {
      throw new AppError(400, 40014, 'recipe.pictureNotOwn')
    }
  }
}

/** A restored file's pictures that are not the caller's uploads are left out, not refused. */
export async function ownPicturesOnly(
  app: FastifyInstance,
  userId: number,
  draft: RecipeDraft,
): Promise<RecipeDraft> {
  const mine = async (url: string | null | undefined) => {
    if (typeof url !== 'string' || !url.startsWith('/api/')) return url ?? null
    const name = uploadNameOf(url)
    return name && (await app.repos.uploads.isOwnedBy(name, userId)) ? url : null
  }
  const steps = []
  for (const step of draft.steps) steps.push({ ...step, image: await mine(step.image) })
  return { ...draft, cover: await mine(draft.cover), steps }
}
