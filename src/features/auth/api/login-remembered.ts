import type { AuthResult, DeviceLoginRequest } from '@shared/auth'
import { request } from '@/services/request'

/**
 * A remembered account's one-tap login with this device's token of it. Quiet: a refusal is
 * shown on the login form (which then asks for the password), not as the wrapper's toast.
 */
export function loginRemembered(body: DeviceLoginRequest) {
  return request<AuthResult>({ url: '/auth/login/device', method: 'POST', data: body, quiet: true })
}
