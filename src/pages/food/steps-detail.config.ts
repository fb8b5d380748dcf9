export default definePageConfig({ navigationBarTitleText: '烹饪步骤' })
