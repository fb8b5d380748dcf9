export default definePageConfig({ navigationBarTitleText: '菜品详情' })
