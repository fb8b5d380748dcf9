import '@/i18n'
import { LOCALES } from '@shared/api'
import { loginReason } from '@/features/auth/login-reason'
import { LOGIN_ROUTES, urlOf } from '@/routes'
import { useSettingsStore } from '@/stores/settings-store'

afterAll(() => useSettingsStore.getState().setLocale('zh-Hans'))

test.each(LOCALES)('every login-only screen has its own reason in %s', (locale) => {
  useSettingsStore.getState().setLocale(locale)
  const reasons = LOGIN_ROUTES.map((name) => loginReason(urlOf(name, { id: 1 })))
  for (const reason of reasons) expect(reason).not.toMatch(/^auth\./)
  expect(new Set(reasons).size).toBe(LOGIN_ROUTES.length)
  expect(reasons).not.toContain(loginReason(undefined))
  expect(reasons).not.toContain(loginReason('/pages/food/detail?id=1'))
})
