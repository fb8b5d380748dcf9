import {
  cleanDescription,
  cleanTips,
  cleanTitle,
  estimateMinutes,
} from '../../src/catalogue/clean-text'

test('titles lose "的做法" and similar endings', () => {
  expect(cleanTitle('红烧鱼的做法')).toBe('红烧鱼')
  expect(cleanTitle('豉汁蒸白鱔食谱')).toBe('豉汁蒸白鱔')
  expect(cleanTitle('酸梅汤（半成品加工）')).toBe('酸梅汤（半成品加工）')
})

test('the description keeps the introduction only', () => {
  const markdown =
    '# 黄油煎虾的做法\n\n![示例菜成品](./黄油煎虾.jpg)\n\n黄油煎虾是一道**风味极佳**的菜式。\n\n预估烹饪难度：★★★'
  expect(cleanDescription(markdown)).toBe('黄油煎虾是一道风味极佳的菜式。')
})

test('tips drop the contribution notice and keep links readable', () => {
  expect(
    cleanTips([
      '如果您遵循本指南的制作流程而发现有问题或可以改进的流程，请提出 Issue 或 Pull request 。',
      '做法参考：[咖喱蟹怎么做](https://www.bilibili.com/video/BV1)',
    ]),
  ).toBe('做法参考：咖喱蟹怎么做 (https://www.bilibili.com/video/BV1)')
})

test('total minutes: stated in the introduction, else steps plus handling', () => {
  expect(estimateMinutes('预计从准备到完成约需 90 分钟。', [60])).toBe(90)
  // 10 min of timers + 3 steps × 2 min = 16 → 20.
  expect(estimateMinutes('', [600, null, null])).toBe(20)
})
