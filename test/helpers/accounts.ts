import type { ServerResponse } from 'node:http'
import type TestUtils from '@tarojs/test-utils-react'
import { sendJson, type ApiServer, type Received } from './api-server'
import { enterText } from './controls'
import { $, waitFor as until } from './page'

// One set-up for every page test (./page): the screens' tests with forms take it from here too.
export { $, $$, mountPage as mount, onRoute, quietActWarning, waitFor as until } from './page'

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

export function textOf(selector: string): string | null {
  return $(selector)?.textContent ?? null
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
