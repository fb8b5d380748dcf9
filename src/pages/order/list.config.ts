export default definePageConfig({ navigationBarTitleText: '我的饮食记录' })
