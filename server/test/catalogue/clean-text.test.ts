import { cleanDescription, cleanTips, cleanTitle } from '../../src/catalogue/clean-text'

test('titles lose "的做法" and similar endings', () => {
  expect(cleanTitle('红烧鱼的做法')).toBe('红烧鱼')
  expect(cleanTitle('豉汁蒸白鱔食谱')).toBe('豉汁蒸白鱔')
  expect(cleanTitle('豉汁蒸白鱔食谱的做法')).toBe('豉汁蒸白鱔')
  expect(cleanTitle('食谱')).toBe('食谱')
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
  ).toBe('做法参考：咖喱蟹怎么做（来源：bilibili.com）')
})

test('bare links become a plain "source" text; list markers go; paragraphs stay', () => {
  expect(cleanTips(['视频：https://b23.tv/2trBdqJ 很清楚', '- **注意** 油温'])).toBe(
    '视频：来源：b23.tv 很清楚\n注意 油温',
  )
  const markdown =
    '# 贵州辣子鸡的做法\n\n贵州人对吃鸡的执恋\n\n* 过节日，吃鸡\n* 过生日，吃鸡\n\n---\n\n香辣可口\n\n预估烹饪难度：★★★★'
  expect(cleanDescription(markdown)).toBe(
    '贵州人对吃鸡的执恋\n\n过节日，吃鸡\n过生日，吃鸡\n\n香辣可口',
  )
})
