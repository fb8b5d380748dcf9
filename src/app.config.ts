import { ROUTES, TAB_ROUTES, packagePages } from './routes'
import { THEME } from './theme'

// Tab labels are the zh-Hans defaults; the app relabels them in the chosen locale at launch.
const tabText = { home: '首页', category: '分类', cart: '今日饮食', profile: '我的' } as const

const { pages, subPackages } = packagePages()

export default defineAppConfig({
  pages,
  subPackages,
  // The screens a tab most often opens download with the tab, not on the first tap.
  preloadRule: {
    [ROUTES.home]: { network: 'all', packages: ['pages/food', 'pages/search'] },
    [ROUTES.category]: { network: 'all', packages: ['pages/food'] },
    [ROUTES.cart]: { network: 'all', packages: ['pages/order'] },
  },
  window: {
    navigationStyle: 'custom',
    navigationBarTitleText: '菜谱',
    navigationBarBackgroundColor: THEME.primary,
    navigationBarTextStyle: 'white',
    backgroundColor: THEME.background,
    backgroundTextStyle: 'dark',
  },
  tabBar: {
    // H5 draws its own tab bar (components/tab-bar) instead of Taro's Stencil element; the
    // mini-programs keep their native one.
    ...(process.env.TARO_ENV === 'h5' ? { custom: true } : {}),
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
