import Taro from '@tarojs/taro'
import { showModalH5 } from '@/components/dialogs-h5/modal'
import { hideToastH5, showToastH5 } from '@/components/dialogs-h5/toast'

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)

afterEach(() => {
  hideToastH5()
  document.body.innerHTML = ''
})

describe('the H5 question card', () => {
  test('shows its title, text and both labels, and answers the tap on confirm', async () => {
    const answer = showModalH5({
      title: '删除食材？',
      content: '删除后无法恢复',
      cancelText: '取消',
      confirmText: '删除',
      confirmColor: '#E5484D',
    })
    expect($('.h5-modal__title')?.textContent).toBe('删除食材？')
    expect($('.h5-modal__text')?.textContent).toBe('删除后无法恢复')
    expect($('.h5-modal__cancel')?.textContent).toBe('取消')
    expect($('.h5-modal__confirm')?.style.color).toBe('rgb(229, 72, 77)')
    const card = $('.h5-modal__card')!
    expect(card.getAttribute('role')).toBe('alertdialog')
    // Read out by its title and text.
    expect($(`#${card.getAttribute('aria-labelledby')}`)?.textContent).toBe('删除食材？')
    expect($(`#${card.getAttribute('aria-describedby')}`)?.textContent).toBe('删除后无法恢复')
    $('.h5-modal__confirm')!.click()
    await expect(answer).resolves.toEqual({ confirm: true, cancel: false })
    expect($('.h5-modal')).toBeNull()
  })

  test('cancel, Escape and leaving the page answer no; without a cancel Escape does nothing', async () => {
    const tapped = showModalH5({ content: 'a', cancelText: '否', confirmText: '是' })
    $('.h5-modal__cancel')!.click()
    await expect(tapped).resolves.toEqual({ confirm: false, cancel: true })

    const escaped = showModalH5({ content: 'b', confirmText: '是' })
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await expect(escaped).resolves.toEqual({ confirm: false, cancel: true })

    const forced = showModalH5({ content: 'c', showCancel: false, confirmText: '更新' })
    expect($('.h5-modal__cancel')).toBeNull()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect($('.h5-modal')).not.toBeNull()
    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/index/index' } })
    await expect(forced).resolves.toEqual({ confirm: false, cancel: true })
    expect($('.h5-modal')).toBeNull()
  })

  test('text is shown as text, never as markup', () => {
    void showModalH5({ content: '<img src=x onerror=alert(1)>' })
    expect($('.h5-modal__text')?.textContent).toBe('<img src=x onerror=alert(1)>')
    expect($('.h5-modal__text img')).toBeNull()
  })
})

describe('the H5 toast', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  test('a text toast is read out, lets taps through and goes after its duration', () => {
    showToastH5('已保存', 'text', 1500)
    const toast = $('.h5-toast')!
    expect(toast.getAttribute('role')).toBe('status')
    expect(toast.className).not.toContain('loading')
    expect($('.h5-toast__text')?.textContent).toBe('已保存')
    jest.advanceTimersByTime(1499)
    expect(toast.style.opacity).toBe('')
    jest.advanceTimersByTime(1)
    expect(toast.style.opacity).toBe('0')
    jest.advanceTimersByTime(100)
    expect($('.h5-toast')).toBeNull()
  })

  test('a loading toast stays until hidden; a new toast replaces the one showing', () => {
    showToastH5('正在下载…', 'loading', 0)
    jest.advanceTimersByTime(60_000)
    expect($('.h5-toast--loading .h5-toast__icon--loading')).not.toBeNull()
    showToastH5('下载失败', 'text', 1500)
    jest.advanceTimersByTime(100)
    expect(document.querySelectorAll('.h5-toast')).toHaveLength(1)
    expect($('.h5-toast__text')?.textContent).toBe('下载失败')
    hideToastH5()
    jest.advanceTimersByTime(100)
    expect($('.h5-toast')).toBeNull()
  })
})
