import { useCallback, useMemo, useState } from 'react'

/**
 * Which lines are ticked. Ids that leave the list (removed, confirmed elsewhere) drop out of the
 * selection on their own; nothing is ticked at first.
 */
export function useSelection(ids: number[]) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set())
  const selected = useMemo(() => ids.filter((id) => picked.has(id)), [ids, picked])

  const toggle = useCallback((id: number, on: boolean) => {
    setPicked((was) => {
      const next = new Set(was)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  }, [])

  const setMany = useCallback((many: number[], on: boolean) => {
    setPicked((was) => {
      const next = new Set(was)
      many.forEach((id) => (on ? next.add(id) : next.delete(id)))
      return next
    })
  }, [])

  const isPicked = useCallback((id: number) => picked.has(id), [picked])

  return { selected, isPicked, toggle, setMany }
}
