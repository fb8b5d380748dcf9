import { messages } from '@/i18n/all-locales'

/**
 * Every locale's strings fit the places they are shown in (issue [9]). Widths are estimated in
 * ems of the slot's font: a CJK character is 1 em, Latin letters about half of one. Slots are
 * measured at 375 px: a tab label has 94 px at 10 px, a category grid label 66 px at 12 px (two
 * lines, breaking only between words or at a soft hyphen), a page title 271 px at 17 px.
 */
function ems(text: string): number {
  let width = 0
  for (const char of text.replace(/\u00AD/g, '')) {
    if (/[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/.test(char)) width += 1
    else if (/[A-Z]/.test(char)) width += 0.66
    else if (/[0-9]/.test(char)) width += 0.56
    else if (char === ' ') width += 0.28
    else width += 0.52
  }
  return width
}

/** The pieces a line can never break inside: words, split after hyphens and at soft hyphens. */
function unbreakable(text: string): string[] {
  if (/[\u2E80-\u9FFF]/.test(text)) return [...text]
  return text.split(/\s+|(?<=-)|\u00AD/).filter(Boolean)
}

/** showModal's limit on button labels (WeChat's, enforced by Taro H5): a CJK character counts 2. */
function modalButtonWidth(text: string) {
  return text.replace(/[\u0391-\uFFE5]/g, 'aa').length
}

const locales = Object.entries(messages)

test.each(locales)('%s: tab labels fit the tab bar', (_locale, tree) => {
  const tooWide = Object.values(tree.tabs).filter((label) => ems(label) > 9.4)
  expect(tooWide).toEqual([])
})

test.each(locales)('%s: category names fit the grid without mid-word breaks', (_locale, tree) => {
  const names = Object.values(tree.categories)
  expect(names.filter((name) => unbreakable(name).some((part) => ems(part) > 5.5))).toEqual([])
  expect(names.filter((name) => ems(name) > 2 * 5.5)).toEqual([])
})

test.each(locales)('%s: page titles fit the navigation bar', (_locale, tree) => {
  expect(Object.values(tree.titles).filter((title) => ems(title) > 15.9)).toEqual([])
})

test.each(locales)('%s: modal buttons fit showModal’s limit', (_locale, tree) => {
  const labels = [
    tree.profile.logout.confirm,
    tree.profile.logout.cancel,
    tree.search.clearOk,
    tree.search.clearCancel,
    tree.version.later,
    tree.version.updateNow,
  ]
  expect(labels.filter((label) => modalButtonWidth(label) > 8)).toEqual([])
})

test.each(locales)('%s: the last cooking step’s buttons share the bar', (_locale, tree) => {
  // 16 px bold labels (about 5 % wider) in 28 px of padding a side; the bar is 331 px between
  // its padding and gap at 375. "Previous" keeps its width, the record button gets the rest.
  const width = (label: string) => ems(label) * 16 * 1.05 + 56
  const left = 331 - width(tree.cooking.previous)
  const labels = [tree.cooking.record, tree.cooking.recordLogIn, tree.cooking.nextDish]
  expect(labels.filter((label) => width(label) > left)).toEqual([])
})

test('the estimate tells a long word from a short one', () => {
  expect(unbreakable('Semi\u00ADpreparados')).toEqual(['Semi', 'preparados'])
  expect(unbreakable('Semi-prepared')).toEqual(['Semi-', 'prepared'])
  expect(ems('Semipreparados')).toBeGreaterThan(5.5)
  expect(ems('preparados')).toBeLessThan(5.5)
})
