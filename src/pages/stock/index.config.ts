// H5 draws its own pull-down (components/pull-refresh), as home does; mini-programs keep theirs.
export default definePageConfig({
  navigationBarTitleText: '库存健康',
  enablePullDownRefresh: process.env.TARO_ENV !== 'h5',
})
