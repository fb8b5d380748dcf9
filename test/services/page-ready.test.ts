type PageReadyModule = typeof import('@/services/page-ready')
/** What `import Taro from '@tarojs/taro'` gives. */
type Taro = typeof import('@tarojs/taro')

const appWindow = window as { __taroAppConfig?: { router?: unknown } }

/** A fresh page load: the module's "first page shown" flag starts over. */
function load(): { pageReady: PageReadyModule['pageReady']; Taro: Taro } {
  jest.resetModules()
  const Taro = (require('@tarojs/taro') as { default: Taro }).default
  const { pageReady } = require('@/services/page-ready') as PageReadyModule
  return { pageReady, Taro }
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 20))
  return done
}

afterEach(() => {
  delete appWindow.__taroAppConfig
})

test('without a router (no Taro app on the page) there is nothing to wait for', async () => {
  const { pageReady } = load()
  expect(await settled(pageReady())).toBe(true)
})

test('with the H5 router, waits for the first page; later calls do not wait', async () => {
  appWindow.__taroAppConfig = { router: { mode: 'hash' } }
  const { pageReady, Taro } = load()
  const first = pageReady()
  expect(await settled(first)).toBe(false)
  Taro.eventCenter.trigger('__afterTaroRouterChange', {
    toLocation: { path: '/pages/index/index' },
  })
  expect(await settled(first)).toBe(true)
  expect(await settled(pageReady())).toBe(true)
})

test('an H5 toast asked for before the first page is shown waits for it, then shows', async () => {
  appWindow.__taroAppConfig = { router: { mode: 'hash' } }
  const { Taro } = load()
  const { toast } = require('@/services/toast.h5') as typeof import('@/services/toast.h5')
  await toast('网络请求失败')
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(document.querySelector('.h5-toast')).toBeNull()
  Taro.eventCenter.trigger('__afterTaroRouterChange', {
    toLocation: { path: '/pages/index/index' },
  })
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(document.querySelector('.h5-toast__text')?.textContent).toBe('网络请求失败')
  // Once a page is shown, a toast shows at once.
  await toast('已保存')
  const texts = Array.from(document.querySelectorAll('.h5-toast__text'), (el) => el.textContent)
  expect(texts.at(-1)).toBe('已保存')
})
