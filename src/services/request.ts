import { ApiCode, type Envelope } from '@shared/api'
import { t } from '@/i18n'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import { apiBase } from './api-base'
import { goToLogin } from './navigation'
import { deviceOffline } from './network-status'
import { toast } from '@/services/toast'
import { send } from './transport'
import { LowLevelCode, TransportError, type RawResponse } from './transport-types'

export const REQUEST_TIMEOUT = 60000

/** Why a call failed: the envelope code, the HTTP status, or a low-level code (5, 600003, 602001). */
export class RequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly statusCode?: number,
  ) {
    super(message)
    this.name = 'RequestError'
  }
}

export interface RequestOptions {
  url: string
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  data?: unknown
  /** Failures are only logged, never toasted (kanban, version check). */
  quiet?: boolean
}

export type Pending<T> = Promise<T> & { abort: () => void }

export function authHeaders(): Record<string, string> {
  const header: Record<string, string> = { 'Accept-Language': useSettingsStore.getState().locale }
  const token = useSessionStore.getState().token
  if (token) header.Authorization = `Bearer ${token}`
  return header
}

/** `message` may be a function: worded when shown (at launch the strings may not be here yet). */
function report(message: string | (() => string), quiet: boolean | undefined) {
  if (quiet) console.warn(`[request] ${typeof message === 'function' ? message() : message}`)
  else void toast(message)
}

function asEnvelope(data: unknown): Envelope | undefined {
  let value = data
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  if (value && typeof value === 'object' && typeof (value as Envelope).code === 'number') {
    return value as Envelope
  }
  return undefined
}

/**
 * Turns an HTTP answer into `content` or a RequestError, as the source's error catalogue says.
 * Shared by `request` and `upload`; they differ only in the fallback message.
 */
export function settle<T>(
  raw: RawResponse,
  fallback: 'requestFailed' | 'uploadFailed',
  quiet?: boolean,
): T {
  if (raw.statusCode === 401) {
    // The stored token is no longer valid: this session is over.
    void toast(t('errors.unauthorized'))
    useSessionStore.getState().clear()
    goToLogin()
    throw new RequestError(401, t('errors.unauthorized'), 401)
  }
  const body = asEnvelope(raw.data)
  if (body?.code === ApiCode.ok) return body.content as T
  if (body?.code === ApiCode.loginRequired) {
    goToLogin()
    throw new RequestError(ApiCode.loginRequired, t('errors.loginRequired'), raw.statusCode)
  }
  const message = body?.msg || t(`errors.${fallback}`)
  report(message, quiet)
  throw new RequestError(body?.code ?? raw.statusCode, message, raw.statusCode)
}

/**
 * A transport failure: abort is silent, a timeout or a network error is toasted. On a phone
 * that knows it is offline the screen already says so (the bar's banner, the offline states):
 * a read fails quietly, and a change says plainly that it was not saved.
 */
export function failLowLevel(error: unknown, quiet?: boolean, write = false): never {
  if (error instanceof RequestError) throw error
  const code = error instanceof TransportError ? error.code : LowLevelCode.network
  if (code === LowLevelCode.abort) throw new RequestError(code, t('errors.aborted'))
  if (!deviceOffline()) report(() => t('errors.networkFailed'), quiet)
  else if (write) report(() => t('offline.write'), quiet)
  throw new RequestError(code, t('errors.networkFailed'))
}

/** The one way the app calls the API: resolves with the envelope's `content` when `code` is 0. */
export function request<T>(options: RequestOptions): Pending<T> {
  const sent = send({
    url: `${apiBase()}${options.url}`,
    method: options.method ?? 'GET',
    data: options.data,
    header: { 'Content-Type': 'application/json', ...authHeaders() },
    timeout: REQUEST_TIMEOUT,
  })
  const promise = sent.promise.then(
    (raw) => settle<T>(raw, 'requestFailed', options.quiet),
    (error: unknown) => failLowLevel(error, options.quiet, (options.method ?? 'GET') !== 'GET'),
  )
  return Object.assign(promise, { abort: sent.abort })
}
