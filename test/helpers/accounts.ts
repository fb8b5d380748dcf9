import type { ServerResponse } from 'node:http'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { ComponentType } from 'react'
import { sendJson, type ApiServer, type Received } from './api-server'
import { enterText } from './controls'

/** What a route answers: an envelope (and an HTTP status, 200 unless told). */
export interface Answer {
  status?: number
  body: unknown
}

export const ok = (content: unknown = null): Answer => ({ body: { code: 0, msg: '', content } })
export const refuse = (status: number, code: number, msg: string): Answer => ({
  status,
  body: { code, msg, content: null },
})

export type Routes = Record<string, (req: Received) => Answer>

/**
 * Answers like the API by `METHOD /api/path` (query left out); anything else is a 404 envelope.
 * A GET of `/local/…` serves a fake photo, for Taro's H5 uploadFile to read as the local file.
 */
export function answerRoutes(server: ApiServer, routes: Routes) {
  server.handle((req: Received, res: ServerResponse) => {
    const path = req.url.split('?')[0]
    if (req.method === 'GET' && path.startsWith('/local/')) {
      res.writeHead(200, { 'Content-Type': 'image/png' })
      res.end('PNG-BYTES')
      return
    }
    const route = routes[`${req.method} ${path}`]
    const answer = route ? route(req) : refuse(404, 404, 'not found')
    sendJson(res, answer.body, answer.status ?? 200)
  })
}

/** The requests of one route, oldest first. */
export function sent(server: ApiServer, route: string) {
  return server.received.filter((req) => `${req.method} ${req.url.split('?')[0]}` === route)
}

/** No router runs in jsdom: the route and its query go where useRouter and NavBar read them. */
export function onRoute(path: string, params: Record<string, string> = {}) {
  Taro.getCurrentInstance().router = { path, params } as never
}

/** @tarojs/test-utils-react 0.1.1 calls the act React 18.3 flags; other errors still show. */
export function quietActWarning() {
  const error = console.error.bind(console)
  jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!String(message).includes('ReactDOMTestUtils.act` is deprecated')) error(message, ...rest)
  })
}

export async function mount(component: ComponentType) {
  const testUtils = new TestUtils()
  await testUtils.mount(component, { props: {} })
  return testUtils
}

export function $(selector: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(selector)
}

export function $$(selector: string): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(selector))
}

export function textOf(selector: string): string | null {
  return $(selector)?.textContent ?? null
}

/** Waits (real timers) until `probe` gives something truthy, and returns it. */
export async function until<T>(probe: () => T, timeout = 4000): Promise<NonNullable<T>> {
  const started = Date.now()
  for (;;) {
    const value = probe()
    if (value) return value as NonNullable<T>
    if (Date.now() - started > timeout) throw new Error(`timed out waiting for ${String(probe)}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Lets pending requests and renders settle when nothing visible is expected to change. */
export function settle(ms = 150) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** The inner <input> of a FormField; Taro's input component draws it a moment after mounting. */
export function inputOf(field: string): Promise<HTMLInputElement> {
  return until(() => document.querySelector<HTMLInputElement>(`.form-field--${field} input`))
}

export async function type(testUtils: TestUtils, field: string, value: string) {
  const input = await inputOf(field)
  testUtils.act(() => enterText(input, value))
}

export function click(testUtils: TestUtils, selector: string) {
  const element = $(selector)
  if (!element) throw new Error(`nothing to click at ${selector}`)
  testUtils.act(() => {
    // A tap starts with the finger (or button) going down, as in a browser: the long press's
    // guard (components/long-press) drops only the click that ends a hold, not a new tap.
    element.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    element.click()
  })
}

/** The inline error of a FormField, or null. */
export function fieldError(field: string): string | null {
  return textOf(`.form-field--${field} .form-field__error`)
}
