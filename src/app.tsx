import { useDidShow, useLaunch } from '@tarojs/taro'
import type { PropsWithChildren } from 'react'
import AppTabBar from '@/components/tab-bar'
import { refreshSession } from '@/features/auth/session'
import { startEarlyFeed } from '@/features/recipes/api/early-feed'
import { runVersionCheck } from '@/features/version/version-check'
import { i18n } from '@/i18n'
import { forgetKeptOnLogout } from '@/services/kept-dishes'
import { registerOfflineWorker } from '@/services/offline-worker'
import { watchPageLoads } from '@/services/page-loader'
import { showNotFoundForUnknownRoutes } from '@/services/page-not-found'
import { mendQuickBack } from '@/services/page-stack'
import { afterFirstPaint } from '@/services/page-ready'
import { relabelTabs } from '@/services/tab-bar'
import './app.scss'

// Only wraps webpack's chunk loader (no DOM, no timers): it must be in place before the first
// page's chunk is asked for.
watchPageLoads()
// H5: a quick back must not leave the page below hidden (Taro's router timer).
mendQuickBack()
// An unknown route shows a way home, not a blank screen (before the router's first render).
showNotFoundForUnknownRoutes()
// H5: home's feed is asked for while home's code is still on its way (nothing on mini-programs).
startEarlyFeed()
i18n.onLanguageChanged(relabelTabs)
// H5: the worker that keeps the app and the kept dishes for use without a network.
registerOfflineWorker()
forgetKeptOnLogout()

function App({ children }: PropsWithChildren) {
  // app.config's tab labels are zh-Hans; another locale relabels them (also once its strings
  // arrive: languageChanged).
  useLaunch(() => i18n.language !== 'zh-Hans' && relabelTabs())
  // A stored session gets fresh user info; a refused one ends (see refreshSession). The stored
  // one is shown meanwhile, so this waits until the first page is painted.
  useLaunch(() => afterFirstPaint(() => void refreshSession()))
  // Launch and every return to the foreground; the check's own guard and throttle keep it to one.
  useDidShow(() => afterFirstPaint(() => void runVersionCheck()))
  return (
    <>
      {children}
      <AppTabBar />
    </>
  )
}

export default App
