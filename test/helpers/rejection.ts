import { RequestError } from '@/services/request'

/** What a call rejected with, checked to be a RequestError, for asserting code and message. */
export async function rejectionOf(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(RequestError)
  return error as RequestError
}
