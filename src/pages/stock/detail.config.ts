export default definePageConfig({ navigationBarTitleText: '库存详情' })
