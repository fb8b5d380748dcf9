import { hideLoading, showLoading, toast } from '@/services/toast'
import { dismissToast, toastElement, visibleToast } from '../helpers/toast'

beforeEach(() => {
  jest.useFakeTimers()
  dismissToast()
})
afterEach(() => jest.useRealTimers())

function opacity() {
  return toastElement()?.style.opacity
}

test('a toast shows its text for 1500 ms, then fades out', async () => {
  await toast('已保存')
  jest.advanceTimersByTime(1)
  expect(visibleToast()).toBe('已保存')
  expect(opacity()).toBe('1')

  jest.advanceTimersByTime(1498)
  expect(opacity()).toBe('1')
  jest.advanceTimersByTime(1)
  expect(opacity()).toBe('0')
  jest.advanceTimersByTime(100)
  expect(visibleToast()).toBeNull()
})

test('the loading toast stays until it is hidden', async () => {
  await showLoading('正在下载…')
  jest.advanceTimersByTime(60000)
  expect(visibleToast()).toBe('正在下载…')
  expect(opacity()).toBe('1')

  await hideLoading()
  jest.advanceTimersByTime(100)
  expect(visibleToast()).toBeNull()
})
