/** What the request wrapper needs from a platform's HTTP client. */
export interface RawResponse {
  statusCode: number
  data: unknown
}

export interface TransportOptions {
  url: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  data?: unknown
  header: Record<string, string>
  timeout: number
}

/** Low-level failure codes of the source: abort, network error, timeout. */
export const LowLevelCode = { abort: 600003, network: 602001, timeout: 5 } as const
export type LowLevelCodeValue = (typeof LowLevelCode)[keyof typeof LowLevelCode]

export class TransportError extends Error {
  constructor(
    readonly code: LowLevelCodeValue,
    message: string,
  ) {
    super(message)
  }
}

export interface Sent {
  promise: Promise<RawResponse>
  abort: () => void
}
