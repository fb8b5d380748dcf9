// H5 draws its own pull-down (components/pull-refresh); mini-programs keep their native one.
export default definePageConfig({
  navigationBarTitleText: '今日饮食',
  enablePullDownRefresh: process.env.TARO_ENV !== 'h5',
})
