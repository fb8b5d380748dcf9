import type { DeviceLoginRequest } from '@shared/auth'
import { request } from '@/services/request'

/** Revokes this device's token of a remembered account on the server (best effort, quiet). */
export function forgetDevice(body: DeviceLoginRequest) {
  return request<null>({ url: '/auth/device/forget', method: 'POST', data: body, quiet: true })
}
