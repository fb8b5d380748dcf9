import { createCoverRepository } from '../../src/covers/repository'
import { createCoverService, COVER_DEFAULTS } from '../../src/covers/service'
import { createCoverStore } from '../../src/covers/store'
import { createLimiter } from '../../src/covers/limiter'
import { FakeClock } from '../auth/support'
import { makeApp, type TestApp } from '../helpers'
import { image, makeJpeg, silent, startOrigin, type ImageOrigin } from './origin'

// Real images are decoded and resized: on a shared 2-core machine that can take seconds.
jest.setTimeout(30_000)

let t: TestApp
let origin: ImageOrigin

beforeAll(async () => {
  origin = await startOrigin({
    '/slow.jpg': silent,
    '/ok.jpg': image(await makeJpeg(), 'image/jpeg'),
  })
  t = await makeApp()
})

afterAll(async () => {
  await t.close()
  await origin.close()
})

function service(clock: FakeClock, timeoutMs: number) {
  return createCoverService(
    {
      store: createCoverStore(t.app.files),
      repo: createCoverRepository(t.app.db),
      clock,
      log: t.app.log,
    },
    { ...COVER_DEFAULTS, timeoutMs },
  )
}

test('a source that does not answer in time is given up and remembered', async () => {
  const clock = new FakeClock()
  const covers = service(clock, 300)
  expect(await covers.thumbnail(`${origin.base}/slow.jpg`, 360)).toBeUndefined()
  expect(await covers.thumbnail(`${origin.base}/slow.jpg`, 750)).toBeUndefined()
  expect(origin.hits('/slow.jpg')).toBe(1)
  // Another instance over the same database knows too.
  expect(await service(clock, 300).thumbnail(`${origin.base}/slow.jpg`, 360)).toBeUndefined()
  expect(origin.hits('/slow.jpg')).toBe(1)
  const [row] = await t.app.db.selectFrom('image_misses').selectAll().execute()
  expect(row).toMatchObject({ reason: 'no answer within 300 ms' })
})

test('a source fetched once serves an instance that starts later from the same DATA_DIR', async () => {
  const clock = new FakeClock()
  const first = await service(clock, 5000).thumbnail(`${origin.base}/ok.jpg`, 360)
  const later = await service(clock, 5000).thumbnail(`${origin.base}/ok.jpg`, 750)
  expect(first?.size).toBeGreaterThan(0)
  expect(later?.size).toBeGreaterThan(first!.size)
  expect(origin.hits('/ok.jpg')).toBe(1)
})

test('the limiter runs at most its number of tasks at once, in order', async () => {
  const run = createLimiter(2)
  let running = 0
  let most = 0
  const order: number[] = []
  const releases: (() => void)[] = []
  const tasks = [0, 1, 2, 3, 4].map((i) =>
    run(async () => {
      running++
      most = Math.max(most, running)
      order.push(i)
      await new Promise<void>((resolve) => releases.push(resolve))
      running--
    }),
  )
  while (order.length < 5) {
    await new Promise((resolve) => setImmediate(resolve))
    releases.shift()?.()
  }
  releases.forEach((release) => release())
  await Promise.all(tasks)
  expect(most).toBe(2)
  expect(order).toEqual([0, 1, 2, 3, 4])
})
