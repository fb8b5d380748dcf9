import { useEffect, useMemo, useState } from 'react'
import type { PasswordOwner } from '@shared/auth'
import type { PasswordEstimate } from './estimator'

type Estimator = typeof import('./estimator')

let loading: Promise<Estimator> | undefined

/** The estimator's chunk, fetched once per app run (a failed fetch is tried again next time). */
function loadEstimator(): Promise<Estimator> {
  loading ??= import('./estimator').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/**
 * How strong a new password is for its owner: undefined while the estimator loads (it is
 * fetched when the form mounts) or when nothing is typed yet. Without the estimator (offline, a
 * failed chunk) the server still checks the password, so the form keeps working.
 */
export function usePasswordStrength(
  password: string,
  owner: PasswordOwner,
): PasswordEstimate | undefined {
  const [estimator, setEstimator] = useState<Estimator>()
  useEffect(() => {
    let live = true
    loadEstimator().then(
      (module) => live && setEstimator(module),
      (error: unknown) => console.warn('[password] strength estimator not loaded', error),
    )
    return () => {
      live = false
    }
  }, [])
  const { username, email, nickname } = owner
  return useMemo(
    () =>
      estimator && password
        ? estimator.estimatePassword(password, { username, email, nickname })
        : undefined,
    [estimator, password, username, email, nickname],
  )
}
