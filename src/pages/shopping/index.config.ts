// H5 draws its own pull-down (components/pull-refresh), as home does; mini-programs keep theirs.
// WeChat offers "share" on a page only when it says so: the list is sent as a message.
export default definePageConfig({
  navigationBarTitleText: '购物清单',
  enablePullDownRefresh: process.env.TARO_ENV !== 'h5',
  enableShareAppMessage: true,
})
