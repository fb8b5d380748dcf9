import Taro from '@tarojs/taro'
import type { ModalOptions } from '@/services/modal'
import { THEME } from '@/theme'
import { element } from './element'
import './index.scss'

/** Ids that name a card's title and text for screen readers. */
let cards = 0

export interface ModalAnswer {
  confirm: boolean
  cancel: boolean
}

/**
 * H5's question card (services/modal.h5.ts): a title, the text and one or two buttons over a
 * dimmed screen, answered by a tap (or Escape: cancel, when there is a cancel). Drawn with a few
 * DOM nodes instead of Taro's H5 modal, which came with its toast and action sheet into the
 * start-up script. Leaving the page answers "cancel", as the card belongs to the page that asked.
 */
export function showModalH5(options: ModalOptions): Promise<ModalAnswer> {
  return new Promise((resolve) => {
    const showCancel = options.showCancel !== false
    const confirm = element('button', 'h5-modal__button h5-modal__confirm', options.confirmText)
    confirm.style.color = options.confirmColor || THEME.primary
    const cancel = showCancel
      ? element('button', 'h5-modal__button h5-modal__cancel', options.cancelText)
      : null
    const card = element('div', 'h5-modal__card')
    card.setAttribute('role', 'alertdialog')
    card.setAttribute('aria-modal', 'true')
    // The card takes focus (read out as a dialog; Tab reaches its buttons) without drawing a
    // focus ring on a button that nobody has chosen.
    card.tabIndex = -1
    cards += 1
    const named = (className: string, text: string, relation: string) => {
      const part = element('div', className, text)
      part.id = `${className}-${cards}`
      card.setAttribute(relation, part.id)
      card.append(part)
    }
    if (options.title) named('h5-modal__title', options.title, 'aria-labelledby')
    if (options.content) named('h5-modal__text', options.content, 'aria-describedby')
    const buttons = element('div', 'h5-modal__buttons')
    if (cancel) buttons.append(cancel)
    buttons.append(confirm)
    card.append(buttons)
    const mask = element('div', 'h5-modal')
    mask.append(card)

    const close = (answer: boolean) => {
      mask.remove()
      document.removeEventListener('keydown', onKey)
      Taro.eventCenter.off('__taroRouterChange', onLeave)
      resolve({ confirm: answer, cancel: !answer })
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && showCancel) close(false)
    }
    const onLeave = () => close(false)
    confirm.addEventListener('click', () => close(true))
    cancel?.addEventListener('click', () => close(false))
    document.addEventListener('keydown', onKey)
    Taro.eventCenter.on('__taroRouterChange', onLeave)
    document.body.append(mask)
    card.focus({ preventScroll: true })
  })
}
