import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { sendKeptOkJson } from '../../src/lib/json-text'

/** A server with one route sending a kept answer; `write` counts how often it is written. */
function appWith(parts: () => { key: string; texts: string[] }) {
  const write = jest.fn((texts: string[]) => `[${texts.join(',')}]`)
  const app: FastifyInstance = Fastify()
  app.decorateRequest('t', function (this: FastifyRequest) {
    return this.headers['accept-language'] === 'en' ? 'OK' : '成功'
  })
  app.get('/', (request, reply) => {
    const { key, texts } = parts()
    return sendKeptOkJson(request, reply, key, texts, () => write(texts))
  })
  return { app, write }
}

test('a kept answer is written once and sent again while its key, texts and language are the same', async () => {
  let texts = ['"a"', '"b"']
  const { app, write } = appWith(() => ({ key: 'k1', texts: [...texts] }))
  const first = await app.inject('/')
  expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
  expect(first.json()).toEqual({ code: 0, msg: '成功', content: ['a', 'b'] })
  expect((await app.inject('/')).body).toBe(first.body)
  expect(write).toHaveBeenCalledTimes(1)

  // A text changed (a dish's figures): written again.
  texts = ['"a"', '"c"']
  expect((await app.inject('/')).json()).toEqual({ code: 0, msg: '成功', content: ['a', 'c'] })
  expect(write).toHaveBeenCalledTimes(2)

  // Another language: the envelope's message follows it.
  const en = await app.inject({ url: '/', headers: { 'accept-language': 'en' } })
  expect(en.json()).toEqual({ code: 0, msg: 'OK', content: ['a', 'c'] })
  expect(Number(en.headers['content-length'])).toBe(Buffer.byteLength(en.body))
  expect(write).toHaveBeenCalledTimes(3)
  await app.close()
})

test('past the byte budget the kept answers start over, and every answer stays right', async () => {
  const big = `"${'菜'.repeat(700_000)}"` // about 2 MB as UTF-8
  let key = 0
  const { app, write } = appWith(() => ({ key: `big${key}`, texts: [big, String(key)] }))
  for (key = 0; key < 6; key++) {
    const answer = (await app.inject('/')).json<{ content: [string, number] }>()
    expect(answer.content[1]).toBe(key)
  }
  expect(write).toHaveBeenCalledTimes(6)
  // The first ones were dropped with the rest when the budget (8 MB) ran out: written again.
  key = 0
  expect((await app.inject('/')).json<{ content: [string, number] }>().content[1]).toBe(0)
  expect(write).toHaveBeenCalledTimes(7)
  // …and kept from then on.
  await app.inject('/')
  expect(write).toHaveBeenCalledTimes(7)
  await app.close()
})
