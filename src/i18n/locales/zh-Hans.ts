/** Simplified Chinese: the default locale, and the shape every other locale must match. */
const zhHans = {
  app: { name: '私厨', defaultTitle: '菜谱' },
  nav: { back: '返回' },
  tabs: { home: '首页', category: '分类', cart: '今日饮食', profile: '我的' },
  titles: {
    home: '私厨',
    category: '分类',
    cart: '今日饮食',
    profile: '我的',
    todayEat: '今天吃什么',
    stock: '库存健康',
    stockDetail: '库存详情',
    login: '登录',
    resetPassword: '重置密码',
    register: '注册',
    changePassword: '修改密码',
    favorites: '我的收藏',
    orderList: '我的饮食记录',
    orderDetail: '饮食记录详情',
    orderConfirm: '确认饮食记录',
    foodDetail: '菜品详情',
    stepsDetail: '烹饪步骤',
    searchDish: '搜索菜品',
    agreement: '用户协议',
    privacy: '隐私政策',
    help: '帮助中心',
  },
  common: {
    preparing: '这个页面正在准备中，很快就能使用。',
    retry: '重试',
    loading: '加载中…',
  },
  errors: {
    unauthorized: '未授权，请重新登录',
    loginRequired: '该功能需登录后使用，请先登录',
    requestFailed: '请求失败',
    networkFailed: '网络请求失败',
    uploadFailed: '上传失败',
    logoutFailed: '退出登录失败',
    aborted: '请求已取消',
  },
  version: {
    title: '发现新版本 {{version}}',
    noNotes: '新版本带来了改进和修复。',
    // Modal buttons: showModal refuses more than 4 CJK or 8 other characters (WeChat, Taro H5).
    later: '以后再说',
    updateNow: '立即更新',
    downloading: '正在下载…',
    downloadFailed: '下载失败，请稍后再试',
  },
  pageLoader: {
    loading: '页面加载中…',
    failed: '页面加载失败，请检查网络后重试',
  },
  locales: {
    'zh-Hans': '简体中文',
    'zh-Hant': '繁體中文',
    en: 'English',
    es: 'Español',
    fr: 'Français',
  },
}

/** The key tree of every locale, with string leaves. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }
export type Messages = Shape<typeof zhHans>

export default zhHans satisfies Messages
