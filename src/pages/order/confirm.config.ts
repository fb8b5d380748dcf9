export default definePageConfig({ navigationBarTitleText: '确认饮食记录' })
