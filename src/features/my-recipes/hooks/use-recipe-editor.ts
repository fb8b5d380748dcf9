import { useCallback, useEffect, useMemo, useState } from 'react'
import type { OwnRecipeDetail, RecipeImportDraft } from '@shared/my-recipes'
import { isOffline } from '@/services/offline'
import { RequestError } from '@/services/request'
import { deleteRecipe } from '../api/delete-recipe'
import { getOwnRecipe } from '../api/get-own-recipe'
import { saveRecipe } from '../api/save-recipe'
import { draftOf, emptyForm, formOfDraft, formOfRecipe, type RecipeForm } from '../form'
import { serverErrors, validateForm, type FormErrors } from '../validation'

export type EditorStatus = 'loading' | 'ready' | 'error' | 'offline' | 'notFound' | 'notYours'

/** What an import brought in beside the form: the lines it could not place, and its page. */
export interface DraftInfo {
  skipped: string[]
}

const same = (a: RecipeForm, b: RecipeForm) =>
  JSON.stringify(draftOf(a)) === JSON.stringify(draftOf(b)) &&
  a.ingredients.length === b.ingredients.length &&
  a.steps.length === b.steps.length

/**
 * The editor's state: a new recipe (no `id`) or the owner's own one loaded, the form as typed,
 * what changed since the last save, the checks (shown once a save was tried) and the server's
 * refusals put beside their fields.
 */
export function useRecipeEditor(
  id: number | undefined,
  me: number | undefined,
  hasKitchen: boolean,
) {
  // A recipe can only be shared with a kitchen the cook is in (one left since, an import's guess).
  const allowed = useCallback(
    (form: RecipeForm): RecipeForm => (hasKitchen ? form : { ...form, visibility: 'private' }),
    [hasKitchen],
  )
  const [status, setStatus] = useState<EditorStatus>(id ? 'loading' : 'ready')
  const [form, setForm] = useState<RecipeForm>(emptyForm)
  const [saved, setSaved] = useState<RecipeForm>(form)
  const [tried, setTried] = useState(false)
  const [refused, setRefused] = useState<FormErrors>({})
  const [draft, setDraft] = useState<DraftInfo | null>(null)
  const [busy, setBusy] = useState<'saving' | 'deleting' | null>(null)

  const load = useCallback(() => {
    if (!id) return
    setStatus('loading')
    getOwnRecipe(id).then(
      (recipe: OwnRecipeDetail) => {
        if (recipe.source === 'catalogue' || !recipe.owner || recipe.owner.id !== me) {
          setStatus('notYours')
          return
        }
        const loaded = allowed(formOfRecipe(recipe))
        setForm(loaded)
        setSaved(loaded)
        setStatus('ready')
      },
      (error: unknown) => {
        if (error instanceof RequestError && error.statusCode === 404) setStatus('notFound')
        else setStatus(isOffline(error) ? 'offline' : 'error')
      },
    )
  }, [id, me, allowed])

  useEffect(load, [load])

  const change = useCallback((next: (form: RecipeForm) => RecipeForm) => {
    setForm(next)
    setRefused({})
  }, [])

  const checks = useMemo(() => (tried ? validateForm(form) : {}), [tried, form])
  const errors = useMemo(() => ({ ...checks, ...refused }), [checks, refused])
  const dirty = status === 'ready' && !same(form, saved)

  /** An import's draft fills the form; it is not saved until the cook saves it. */
  const fill = useCallback(
    (answer: RecipeImportDraft) => {
      const { skipped, ...rest } = answer
      setForm(allowed(formOfDraft(rest)))
      setDraft({ skipped })
      setTried(false)
      setRefused({})
    },
    [allowed],
  )

  /** Saves when the form passes its checks; resolves the saved recipe, or null. */
  const save = useCallback(async (): Promise<OwnRecipeDetail | null> => {
    setTried(true)
    if (busy || Object.keys(validateForm(form)).length > 0) return null
    setBusy('saving')
    try {
      const answer = await saveRecipe(draftOf(form), id)
      setSaved(form)
      setDraft(null)
      return answer
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      setRefused(serverErrors(form, message))
      return null
    } finally {
      setBusy(null)
    }
  }, [busy, form, id])

  const remove = useCallback(async () => {
    if (!id || busy) return false
    setBusy('deleting')
    try {
      await deleteRecipe(id)
      // Nothing left to lose: leaving no longer asks.
      setSaved(form)
      return true
    } catch {
      return false
    } finally {
      setBusy(null)
    }
  }, [busy, form, id])

  return { status, form, change, errors, dirty, draft, fill, save, remove, busy, retry: load }
}
