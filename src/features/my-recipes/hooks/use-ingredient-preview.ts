import { useEffect, useRef, useState } from 'react'
import type { ReadIngredient } from '@shared/my-recipes'
import { readIngredients } from '../api/read-ingredients'
import { ingredientOf, type IngredientRow } from '../form'
import { isReadableIngredient } from '../validation'

/** A pause in typing: one round trip per pause, not per key. */
export const PREVIEW_DELAY_MS = 400

/** What the preview under a row shows: its reading, one still coming, or none to be had. */
export type RowPreview =
  | { state: 'read'; line: ReadIngredient }
  | { state: 'reading'; line: ReadIngredient | null }
  | { state: 'unavailable' }

/**
 * How the server will read each ingredient row (POST /recipes/read-ingredients: the parser a
 * save uses, so the preview is what is kept), asked after each pause in typing. Readings are
 * kept by what the row says, so a row typed back to an earlier form needs no call; a row being
 * typed shows its last reading until the new one comes.
 */
export function useIngredientPreview(rows: IngredientRow[]) {
  const readable = rows.filter(isReadableIngredient)
  const drafts = readable.map(ingredientOf)
  const key = JSON.stringify(drafts)
  const [known, setKnown] = useState<ReadonlyMap<string, ReadIngredient>>(new Map())
  const [failed, setFailed] = useState<string | null>(null)
  const last = useRef(new Map<string, ReadIngredient>())
  // Read inside the effect, not a dependency of it: an answer arriving must not send again.
  const knownNow = useRef(known)
  knownNow.current = known

  useEffect(() => {
    const sent: typeof drafts = JSON.parse(key)
    if (sent.every((draft) => knownNow.current.has(JSON.stringify(draft)))) return undefined
    let pending: ReturnType<typeof readIngredients> | null = null
    const timer = setTimeout(() => {
      pending = readIngredients(sent)
      pending.then(
        ({ ingredients }) => {
          setKnown((before) => {
            const next = new Map(before)
            ingredients.forEach((line, i) => next.set(JSON.stringify(sent[i]), line))
            return next
          })
          setFailed(null)
        },
        // Offline, or refused: said once under the rows; the next pause tries again.
        () => setFailed(key),
      )
    }, PREVIEW_DELAY_MS)
    return () => {
      clearTimeout(timer)
      pending?.abort()
    }
  }, [key])

  return (row: IngredientRow): RowPreview | null => {
    if (!isReadableIngredient(row)) return null
    const line = known.get(JSON.stringify(ingredientOf(row)))
    if (line) {
      last.current.set(row.key, line)
      return { state: 'read', line }
    }
    if (failed === key) return { state: 'unavailable' }
    return { state: 'reading', line: last.current.get(row.key) ?? null }
  }
}
