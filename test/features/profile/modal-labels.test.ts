import { messages } from '@/i18n'

/** showModal's limit on button labels (WeChat's, enforced by Taro H5): a CJK character counts 2. */
function modalButtonWidth(text: string) {
  return text.replace(/[\u0391-\uFFE5]/g, 'aa').length
}

test.each(Object.entries(messages))("%s's logout question fits showModal's limit", (_l, tree) => {
  expect(modalButtonWidth(tree.profile.logout.confirm)).toBeLessThanOrEqual(8)
  expect(modalButtonWidth(tree.profile.logout.cancel)).toBeLessThanOrEqual(8)
})
