import Taro from '@tarojs/taro'
import type { Dispatch, SetStateAction } from 'react'

/** What Taro's tab-bar APIs can change on one item. */
export interface TabItemState {
  text?: string
  badge?: string
  dot?: boolean
}

interface Call {
  index?: number
  text?: string
  successHandler: (res: { errMsg: string }) => void
  errorHandler: (res: { errMsg: string }) => void
}

interface Targets {
  setHidden: (hidden: boolean) => void
  setItems: Dispatch<SetStateAction<TabItemState[]>>
}

/**
 * Taro H5's tab-bar APIs (`Taro.hideTabBar`, `setTabBarItem`, `setTabBarBadge` …) send an event
 * with a success and an error handler and wait for whoever draws the tab bar to answer. This
 * answers them for our H5 tab bar; returns a function that stops listening.
 */
export function tabBarEvents(count: number, { setHidden, setItems }: Targets): () => void {
  const onItem = (api: string, change: (call: Call) => TabItemState) => (call: Call) => {
    const { index } = call
    if (typeof index !== 'number' || index < 0 || index >= count) {
      call.errorHandler({ errMsg: `${api}:fail tabbar item not found` })
      return
    }
    setItems((items) => items.map((item, i) => (i === index ? { ...item, ...change(call) } : item)))
    call.successHandler({ errMsg: `${api}:ok` })
  }
  const visibility = (api: string, hidden: boolean) => (call: Call) => {
    setHidden(hidden)
    call.successHandler({ errMsg: `${api}:ok` })
  }
  const handlers: Record<string, (call: Call) => void> = {
    __taroShowTabBar: visibility('showTabBar', false),
    __taroHideTabBar: visibility('hideTabBar', true),
    __taroSetTabBarItem: onItem('setTabBarItem', ({ text }) => (text ? { text } : {})),
    __taroSetTabBarBadge: onItem('setTabBarBadge', ({ text }) => ({ badge: text, dot: false })),
    __taroRemoveTabBarBadge: onItem('removeTabBarBadge', () => ({ badge: undefined })),
    __taroShowTabBarRedDotHandler: onItem('showTabBarRedDot', () => ({ dot: true })),
    __taroHideTabBarRedDotHandler: onItem('hideTabBarRedDot', () => ({ dot: false })),
    // The bar's colours come from the theme; nothing in the app restyles it.
    __taroSetTabBarStyle: (call) =>
      call.errorHandler({ errMsg: 'setTabBarStyle:fail not supported on H5' }),
  }
  for (const [event, handler] of Object.entries(handlers)) Taro.eventCenter.on(event, handler)
  return () => {
    for (const [event, handler] of Object.entries(handlers)) Taro.eventCenter.off(event, handler)
  }
}
