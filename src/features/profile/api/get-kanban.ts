import type { Kanban } from '@shared/auth'
import { request } from '@/services/request'

/** Quiet: a failure is only logged (the source's catalogue). */
export function getKanban() {
  return request<Kanban>({ url: '/auth/user/info/kanban', quiet: true })
}
