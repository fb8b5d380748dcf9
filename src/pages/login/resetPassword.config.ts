export default definePageConfig({ navigationBarTitleText: '重置密码' })
