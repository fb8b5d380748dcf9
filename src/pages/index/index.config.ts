export default definePageConfig({ navigationBarTitleText: '私厨', enablePullDownRefresh: true })
