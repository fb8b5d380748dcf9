import { ROUTES, TAB_ROUTES } from './routes'
import { THEME } from './theme'

// Tab labels are the zh-Hans defaults; the app relabels them in the chosen locale at launch.
const tabText = { home: '首页', category: '分类', cart: '今日饮食', profile: '我的' } as const

export default defineAppConfig({
  pages: Object.values(ROUTES),
  window: {
    navigationStyle: 'custom',
    navigationBarTitleText: '菜谱',
    navigationBarBackgroundColor: THEME.primary,
    navigationBarTextStyle: 'white',
    backgroundColor: THEME.background,
    backgroundTextStyle: 'dark',
  },
  tabBar: {
    color: THEME.tabText,
    selectedColor: THEME.primary,
    backgroundColor: '#FFFFFF',
    borderStyle: 'white',
    list: TAB_ROUTES.map((name) => ({
      pagePath: ROUTES[name],
      text: tabText[name as keyof typeof tabText],
      iconPath: `assets/tabbar/${name}.png`,
      selectedIconPath: `assets/tabbar/${name}-active.png`,
    })),
  },
})
