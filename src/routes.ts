/**
 * Every route of the app, home first. Plain data: the build reads it from app.config.ts (split
 * into the main package and sub-packages by SUB_PACKAGE_ROOTS), and the nav bar, the route guard
 * and the tests from here.
 */
export const ROUTES = {
  home: 'pages/index/index',
  category: 'pages/category/index',
  cart: 'pages/cart/index',
  profile: 'pages/profile/index',
  todayEat: 'pages/today-eat/index',
  stock: 'pages/stock/index',
  stockDetail: 'pages/stock/detail',
  shopping: 'pages/shopping/index',
  login: 'pages/login/index',
  resetPassword: 'pages/login/resetPassword',
  register: 'pages/register/index',
  changePassword: 'pages/profile/changePassword',
  changeEmail: 'pages/profile/changeEmail',
  favorites: 'pages/profile/favorites',
  orderList: 'pages/order/list',
  orderDetail: 'pages/order/detail',
  orderConfirm: 'pages/order/confirm',
  foodDetail: 'pages/food/detail',
  stepsDetail: 'pages/food/steps-detail',
  searchDish: 'pages/search/dish',
  agreement: 'pages/agreement/index',
  privacy: 'pages/privacy/index',
  help: 'pages/help/index',
  notFound: 'pages/not-found/index',
  myRecipes: 'pages/recipe/mine',
  recipeEdit: 'pages/recipe/edit',
} as const

/**
 * The mini-programs' sub-packages: folders of screens that are not tabs, downloaded when one of
 * their screens first opens, so the main package (tabs and what they import) stays small. A root
 * keeps its pages' full paths (`pages/order` + `detail` is still `pages/order/detail`);
 * pages/profile stays in the main package whole, since the profile tab lives in it.
 */
export const SUB_PACKAGE_ROOTS = [
  'pages/today-eat',
  'pages/stock',
  'pages/shopping',
  'pages/login',
  'pages/register',
  'pages/order',
  'pages/food',
  'pages/search',
  'pages/agreement',
  'pages/privacy',
  'pages/help',
  'pages/not-found',
  'pages/recipe',
] as const

/** The main package's pages and each sub-package's, as app.config declares them. */
export function packagePages(): {
  pages: string[]
  subPackages: { root: string; pages: string[] }[]
} {
  const paths: string[] = Object.values(ROUTES)
  const rootOf = (path: string) => SUB_PACKAGE_ROOTS.find((root) => path.startsWith(`${root}/`))
  return {
    pages: paths.filter((path) => !rootOf(path)),
    subPackages: SUB_PACKAGE_ROOTS.map((root) => ({
      root,
      pages: paths.filter((path) => rootOf(path) === root).map((p) => p.slice(root.length + 1)),
    })),
  }
}

export type RouteName = keyof typeof ROUTES
export type RoutePath = (typeof ROUTES)[RouteName]

export const TAB_ROUTES: readonly RouteName[] = ['home', 'category', 'cart', 'profile']

/** Screens an anonymous user is sent to log in for (SPEC §2). */
export const LOGIN_ROUTES: readonly RouteName[] = [
  'cart',
  'orderConfirm',
  'orderList',
  'orderDetail',
  'favorites',
  'stock',
  'stockDetail',
  'shopping',
  'changePassword',
  'changeEmail',
  'myRecipes',
  'recipeEdit',
]

const byPath = new Map<string, RouteName>(
  (Object.keys(ROUTES) as RouteName[]).map((name) => [ROUTES[name], name]),
)

/** The route name of a path such as `/pages/index/index?x=1`, or undefined. */
export function routeNameOf(path: string | undefined): RouteName | undefined {
  if (!path) return undefined
  return byPath.get(path.replace(/^\//, '').split('?')[0] ?? '')
}

export function isTabRoute(name: RouteName | undefined): boolean {
  return name !== undefined && TAB_ROUTES.includes(name)
}

/** `/pages/x/y?a=1&b=2` from a route name and its query. */
export function urlOf(name: RouteName, query: Record<string, string | number | undefined> = {}) {
  const pairs = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return `/${ROUTES[name]}${pairs.length ? `?${pairs.join('&')}` : ''}`
}
