import type { PutAwayRequest, PutAwayResult } from '@shared/shopping'
import { request } from '@/services/request'

/** Ticked items into stock as purchases; the same key again adds nothing. */
export function putAway(body: PutAwayRequest) {
  return request<PutAwayResult>({ url: '/shopping/put-away', method: 'POST', data: body })
}
