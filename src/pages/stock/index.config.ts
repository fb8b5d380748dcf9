export default definePageConfig({ navigationBarTitleText: '库存健康' })
