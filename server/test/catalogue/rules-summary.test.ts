import { makeCatalogueApp } from '../catalogue-app'

test('the import summary says how many dishes each cleaning rule changed', async () => {
  const t = await makeCatalogueApp()
  try {
    // title: 豉汁蒸白鱔食谱; links: tips naming a video; roundUp: 鸡蛋 1.5 个 向上取整 and 1 more.
    expect(t.seeded.rules).toEqual({
      title: 1,
      markdown: 16,
      links: 9,
      times: expect.any(Number),
      roundUp: 2,
    })
    expect(t.seeded.rules.times).toBeGreaterThan(100)
  } finally {
    await t.close()
  }
})
