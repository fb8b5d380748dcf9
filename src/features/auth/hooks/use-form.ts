import { useCallback, useState } from 'react'

/**
 * The values of a form and their inline errors: changing a field clears its error, so a message
 * stays only while the value it describes is still there.
 */
export function useForm<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({})

  const set = useCallback((field: K, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }, [])

  /** Shows `problem` under one field, or clears that field's message when there is none. */
  const report = useCallback((field: K, problem?: string) => {
    setErrors((current) => {
      if (problem) return { ...current, [field]: problem }
      return current[field] ? { ...current, [field]: undefined } : current
    })
  }, [])

  const clearError = useCallback((field: K) => report(field), [report])

  return { values, errors, set, setErrors, report, clearError }
}
