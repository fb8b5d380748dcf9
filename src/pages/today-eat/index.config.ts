export default definePageConfig({ navigationBarTitleText: '今天吃什么' })
