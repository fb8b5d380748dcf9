import { messages } from '@/i18n/all-locales'

/** showModal's limit on button labels (WeChat's, enforced by Taro H5): a CJK character counts 2. */
function modalButtonWidth(text: string) {
  return text.replace(/[\u0391-\uFFE5]/g, 'aa').length
}

test.each(Object.entries(messages))("%s's cancel-record question fits showModal", (_l, tree) => {
  expect(modalButtonWidth(tree.records.cancelConfirm)).toBeLessThanOrEqual(8)
  expect(modalButtonWidth(tree.records.cancelKeep)).toBeLessThanOrEqual(8)
})
