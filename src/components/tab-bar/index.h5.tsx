import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from '@/i18n/react'
import { ROUTES, TAB_ROUTES, routeNameOf, type RouteName } from '@/routes'
import { THEME } from '@/theme'
import { ICONS } from './icons'
import { tabBarEvents, type TabItemState } from './events'
import './index.scss'

/** The route a hash address shows: `#/pages/x/y?a=1` → its name; no route is home. */
function currentRoute(): RouteName | undefined {
  const path = window.location.hash.replace(/^#\/?/, '')
  return path ? routeNameOf(path) : 'home'
}

/**
 * H5's tab bar (app.config sets `tabBar.custom` on H5 only, so Taro's router does not define its
 * own, a Stencil element that brought Stencil's runtime into every page's start-up). It sits in
 * the router's tab layout (`#container`: the pages' panel, then the bar, 50px, which
 * `--taro-tabbar-height` gives the tab pages' height) and answers Taro's tab-bar APIs, which
 * Taro H5 sends as events: hide and show (a popup covers a tab page), item text, badge, red dot.
 * It shows on the tab pages only.
 */
export default function AppTabBar() {
  const { t, i18n } = useTranslation()
  const [route, setRoute] = useState(currentRoute)
  const [hidden, setHidden] = useState(false)
  const [items, setItems] = useState<TabItemState[]>(() => TAB_ROUTES.map(() => ({})))
  // The router makes #container as it starts, before the app's first render; looked up once
  // mounted, and again on a route change should the app have rendered first.
  const [host, setHost] = useState<HTMLElement | null>(null)
  useEffect(() => {
    const findHost = () => setHost((known) => known ?? document.getElementById('container'))
    findHost()
    const onRoute = (change?: { toLocation?: { path?: string } }) => {
      findHost()
      setRoute(change?.toLocation?.path ? routeNameOf(change.toLocation.path) : currentRoute())
    }
    Taro.eventCenter.on('__taroRouterChange', onRoute)
    const stop = tabBarEvents(TAB_ROUTES.length, { setHidden, setItems })
    return () => {
      Taro.eventCenter.off('__taroRouterChange', onRoute)
      stop()
    }
  }, [])
  const selected = route ? TAB_ROUTES.indexOf(route) : -1
  // Drawn with the first page, once the reader's strings are here (they come at start-up).
  if (!host || !i18n.exists('tabs.home')) return null
  return createPortal(
    <nav
      className={`taro-tabbar__tabbar${hidden || selected < 0 ? ' taro-tabbar__tabbar-hide' : ''}`}
    >
      <div className='weui-tabbar'>
        {TAB_ROUTES.map((name, index) => {
          const on = index === selected
          const item = items[index] ?? {}
          return (
            <button
              key={name}
              type='button'
              className={`weui-tabbar__item${on ? ' weui-bar__item_on' : ''}`}
              aria-current={on ? 'page' : undefined}
              onClick={() => void Taro.switchTab({ url: `/${ROUTES[name]}` })}
            >
              <span className='weui-tabbar__icon-box'>
                <img className='weui-tabbar__icon' src={ICONS[name]?.[on ? 1 : 0]} alt='' />
                {item.badge ? <span className='weui-badge'>{item.badge}</span> : null}
                {item.dot && !item.badge ? <span className='weui-badge weui-badge_dot' /> : null}
              </span>
              <span
                className='weui-tabbar__label'
                style={{ color: on ? THEME.primary : THEME.tabText }}
              >
                {item.text ?? t(`tabs.${name}` as `tabs.${'home'}`)}
              </span>
            </button>
          )
        })}
      </div>
    </nav>,
    host,
  )
}
