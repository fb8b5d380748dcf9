// H5 draws its own pull-down (components/pull-refresh); mini-programs keep their native one.
export default definePageConfig({
  navigationBarTitleText: '我的菜谱',
  enablePullDownRefresh: process.env.TARO_ENV !== 'h5',
})
