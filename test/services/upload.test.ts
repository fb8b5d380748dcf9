import { settle } from '@/services/request'
import { upload } from '@/services/upload'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import { sendJson, startApiServer, type ApiServer } from '../helpers/api-server'
import { mei } from '../helpers/fixtures'
import { rejectionOf } from '../helpers/rejection'
import { dismissToast, visibleToast } from '../helpers/toast'

/**
 * Taro H5's uploadFile first fetches `filePath` (a blob: URL in the browser) and then posts it as
 * multipart. jsdom has no blob: URLs, so the "local file" is served by the same test server.
 */
let server: ApiServer
let photo: string

/** Serves the photo on GET and answers the upload with `envelope`. */
function answerUpload(envelope: unknown) {
  server.handle((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'image/png' })
      res.end('PNG-BYTES')
    } else sendJson(res, envelope)
  })
}

beforeAll(async () => {
  server = await startApiServer()
  photo = `${server.base.replace(/\/api$/, '')}/local/photo.png`
})
afterAll(() => server.close())
beforeEach(() => {
  server.received.length = 0
  dismissToast()
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.getState().logIn('tok-up', mei)
})

test('posts the file as multipart field "file" with the token and resolves the content', async () => {
  answerUpload({ code: 0, msg: '', content: { url: '/uploads/a.png' } })
  await expect(upload('/v1/upload/image', photo)).resolves.toEqual({ url: '/uploads/a.png' })
  const posted = server.received.find((req) => req.method === 'POST')!
  expect(posted.url).toBe('/api/v1/upload/image')
  expect(posted.headers.authorization).toBe('Bearer tok-up')
  expect(posted.headers['content-type']).toMatch(/^multipart\/form-data/)
  expect(posted.body).toMatch(/name="file"[^\r]*\r\nContent-Type: image\/png\r\n\r\nPNG-BYTES/)
})

test('a refused upload toasts the server message', async () => {
  answerUpload({ code: 41300, msg: '图片不能超过 5 MB', content: null })
  const error = await rejectionOf(upload('/v1/upload/image', photo))
  expect(error).toMatchObject({ code: 41300, message: '图片不能超过 5 MB' })
  expect(visibleToast()).toBe('图片不能超过 5 MB')
})

test('a refusal without a message toasts "上传失败"', async () => {
  answerUpload({ code: 41300, msg: '', content: null })
  expect((await rejectionOf(upload('/v1/upload/image', photo))).message).toBe('上传失败')
  expect(visibleToast()).toBe('上传失败')
})

test('a file that cannot be read toasts "上传失败" with code 602001', async () => {
  server.handle((_req, res) => {
    res.writeHead(404)
    res.end()
  })
  const error = await rejectionOf(upload('/v1/upload/image', photo))
  expect(error).toMatchObject({ code: 602001, message: '上传失败' })
  expect(visibleToast()).toBe('上传失败')
  expect(server.received.some((req) => req.method === 'POST')).toBe(false)
})

describe("settle(raw, 'uploadFailed')", () => {
  test('parses an envelope given as a JSON string, as uploadFile returns it', () => {
    const raw = { statusCode: 200, data: JSON.stringify({ code: 0, msg: '', content: { id: 4 } }) }
    expect(settle(raw, 'uploadFailed')).toEqual({ id: 4 })
  })

  test('a body that is not JSON falls back to "上传失败" with the HTTP status', () => {
    expect(() => settle({ statusCode: 413, data: 'Payload Too Large' }, 'uploadFailed')).toThrow(
      expect.objectContaining({ code: 413, message: '上传失败' }),
    )
    expect(visibleToast()).toBe('上传失败')
  })
})
