export default definePageConfig({ navigationBarTitleText: '今日饮食' })
