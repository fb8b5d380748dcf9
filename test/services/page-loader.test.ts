import '@/i18n'
import { watchPageLoads } from '@/services/page-loader.h5'
import { loadQuietly } from '@/services/quiet-chunks'
import { useSettingsStore } from '@/stores/settings-store'

/** A stand-in for webpack's chunk loader whose loads the test settles by hand. */
function fakeWebpack() {
  const loads: { resolve: () => void; reject: (error: Error) => void }[] = []
  const target = {
    e: (_chunkId: string | number) =>
      new Promise<unknown>((resolve, reject) => {
        loads.push({ resolve: () => resolve(undefined), reject })
      }),
  }
  return { target, loads }
}

function loader() {
  return document.querySelector<HTMLElement>('[role="status"]')
}

/** Lets the settled chunk's callbacks run. */
async function settleChunks() {
  await jest.advanceTimersByTimeAsync(0)
}

beforeEach(() => {
  jest.useFakeTimers()
  useSettingsStore.getState().setLocale('zh-Hans')
  document.body.innerHTML = ''
})
afterEach(() => jest.useRealTimers())

test("removes index.html's boot loader when it starts", () => {
  document.body.innerHTML = '<div id="sichu-boot">loading</div>'
  watchPageLoads(undefined)
  expect(document.getElementById('sichu-boot')).toBeNull()
})

test('a slow chunk shows the loader after 200 ms and hides it when the chunk arrives', async () => {
  const { target, loads } = fakeWebpack()
  watchPageLoads(target)
  const page = target.e('pages-food-detail')

  jest.advanceTimersByTime(199)
  expect(loader()).toBeNull()
  jest.advanceTimersByTime(1)
  expect(loader()?.textContent).toBe('页面加载中…')

  loads[0].resolve()
  await settleChunks()
  await expect(page).resolves.toBeUndefined()
  expect(loader()).toBeNull()
})

test('a chunk that arrives within 200 ms never shows the loader', async () => {
  const { target, loads } = fakeWebpack()
  watchPageLoads(target)
  void target.e(1)
  jest.advanceTimersByTime(150)
  loads[0].resolve()
  await settleChunks()
  jest.advanceTimersByTime(1000)
  expect(loader()).toBeNull()
})

test("a quiet chunk (a locale's strings) shows neither the loader nor the page error", async () => {
  const { target, loads } = fakeWebpack()
  watchPageLoads(target)
  const strings = loadQuietly(() => target.e('locale-en'))
  jest.advanceTimersByTime(1000)
  expect(loader()).toBeNull()
  loads[0].reject(new Error('ChunkLoadError'))
  await expect(strings).rejects.toThrow('ChunkLoadError')
  expect(loader()).toBeNull()
  // A page asked for afterwards is watched as before.
  void target.e('pages-help')
  jest.advanceTimersByTime(200)
  expect(loader()?.textContent).toBe('页面加载中…')
})

test('a chunk that fails shows the error and a retry button', async () => {
  const { target, loads } = fakeWebpack()
  watchPageLoads(target)
  const page = target.e(1)
  jest.advanceTimersByTime(300)
  loads[0].reject(new Error('ChunkLoadError'))
  await expect(page).rejects.toThrow('ChunkLoadError')

  expect(loader()?.textContent).toContain('页面加载失败，请检查网络后重试')
  expect(loader()?.querySelector('button')?.textContent).toBe('重试')
})

test('a chunk still pending at 60000 ms counts as failed, even if it arrives later', async () => {
  const { target, loads } = fakeWebpack()
  watchPageLoads(target)
  void target.e(1)
  jest.advanceTimersByTime(59999)
  expect(loader()?.textContent).toBe('页面加载中…')
  jest.advanceTimersByTime(1)
  expect(loader()?.textContent).toContain('页面加载失败')
  expect(loader()?.querySelector('button')?.textContent).toBe('重试')

  loads[0].resolve()
  await settleChunks()
  expect(loader()?.querySelector('button')?.textContent).toBe('重试')
})
