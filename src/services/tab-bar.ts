import Taro from '@tarojs/taro'
import { t } from '@/i18n'
import { TAB_ROUTES } from '@/routes'

/** app.config carries the zh-Hans labels; this puts the tab bar in the chosen locale. */
export function relabelTabs() {
  TAB_ROUTES.forEach((name, index) => {
    void Taro.setTabBarItem({ index, text: t(`tabs.${name}` as `tabs.${'home'}`) }).catch(
      () => undefined,
    )
  })
}
