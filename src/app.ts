import { useDidShow, useLaunch } from '@tarojs/taro'
import type { PropsWithChildren } from 'react'
import { refreshSession } from '@/features/auth/session'
import { runVersionCheck } from '@/features/version/version-check'
import { i18n } from '@/i18n'
import { watchPageLoads } from '@/services/page-loader'
import { relabelTabs } from '@/services/tab-bar'
import './app.scss'

watchPageLoads()
i18n.on('languageChanged', relabelTabs)

function App({ children }: PropsWithChildren) {
  useLaunch(relabelTabs)
  // A stored session gets fresh user info; a refused one ends (see refreshSession).
  useLaunch(() => {
    void refreshSession()
  })
  // Launch and every return to the foreground; the check's own guard and throttle keep it to one.
  useDidShow(() => {
    void runVersionCheck()
  })
  return children
}

export default App
