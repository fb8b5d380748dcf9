import { messages } from '@/i18n/all-locales'

/** showModal's limit on button labels (WeChat's, enforced by Taro H5): a CJK character counts 2. */
function modalButtonWidth(text: string) {
  return text.replace(/[\u0391-\uFFE5]/g, 'aa').length
}

test.each(Object.entries(messages))(
  "%s's stock and kitchen questions fit showModal's limit",
  (_locale, tree) => {
    const labels = [
      tree.stock.confirm.cancel,
      tree.stock.confirm.discard,
      tree.stock.confirm.delete,
      tree.kitchen.cancel,
      tree.kitchen.members.remove,
      tree.kitchen.leave.confirm,
      tree.kitchen.join.merge,
    ]
    for (const label of labels) expect(modalButtonWidth(label)).toBeLessThanOrEqual(8)
  },
)
