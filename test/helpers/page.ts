import './intersection-observer'
import { HOOKS_APP_ID, getPageInstance } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { ComponentType } from 'react'

/** No router runs in jsdom: the route and its query go where useRouter and NavBar read them. */
export function onRoute(path: string, params: Record<string, string> = {}) {
  Taro.getCurrentInstance().router = { path, params } as never
}

/**
 * @tarojs/test-utils-react 0.1.1 still calls react-dom/test-utils' act, which React 18.3 flags;
 * keeps every other console error.
 */
export function quietActWarning() {
  const error = console.error.bind(console)
  jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!String(message).includes('ReactDOMTestUtils.act` is deprecated')) error(message, ...rest)
  })
}

export async function mountPage(page: ComponentType, testUtils = new TestUtils()) {
  await testUtils.mount(page, { props: {} })
  return testUtils
}

type Lifecycle = 'onReachBottom' | 'onPullDownRefresh' | 'onPageScroll'

/**
 * Calls what the page's hooks registered for a page event. Mounted outside a router, Taro's
 * hooks register on the app-level instance.
 */
export function firePageEvent(name: Lifecycle, ...args: unknown[]) {
  const instance = getPageInstance(HOOKS_APP_ID) as Record<string, unknown> | undefined
  const handlers = instance?.[name]
  const list = Array.isArray(handlers) ? handlers : handlers ? [handlers] : []
  list.forEach((handler) => (handler as (...a: unknown[]) => void)(...args))
}

/** Waits (real timers) until `probe` returns something truthy, and returns it. */
export async function waitFor<T>(probe: () => T, timeout = 4000): Promise<NonNullable<T>> {
  const started = Date.now()
  for (;;) {
    const value = probe()
    if (value) return value as NonNullable<T>
    if (Date.now() - started > timeout) throw new Error(`timed out waiting for ${String(probe)}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

export function $(selector: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(selector)
}

export function $$(selector: string): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(selector))
}

export function texts(selector: string): string[] {
  return $$(selector).map((el) => el.textContent ?? '')
}
