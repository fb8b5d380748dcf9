// H5 draws its own pull-down (components/pull-refresh) so that every state of SPEC §5 shows;
// Taro's H5 wrapper would hide them. Mini-programs keep their native pull-down.
export default definePageConfig({
  navigationBarTitleText: '私厨',
  enablePullDownRefresh: process.env.TARO_ENV !== 'h5',
})
