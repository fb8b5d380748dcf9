import { assetUrl, catalogueImageUrl } from '@/services/asset-url'

const saved = process.env.TARO_APP_API_BASE
afterEach(() => {
  if (saved === undefined) delete process.env.TARO_APP_API_BASE
  else process.env.TARO_APP_API_BASE = saved
})

test('on H5 a path on our origin is loaded as it is', () => {
  delete process.env.TARO_APP_API_BASE
  expect(assetUrl('/api/uploads/a.png')).toBe('/api/uploads/a.png')
  expect(catalogueImageUrl('/api/recipes/7/images/cover/0123456789', 360)).toBe(
    '/api/recipes/7/images/cover/0123456789?w=360',
  )
})

test('with an API base elsewhere (the mini-programs) the server origin goes in front', () => {
  process.env.TARO_APP_API_BASE = 'https://api.sichu.example/api/'
  expect(assetUrl('/api/uploads/a.png')).toBe('https://api.sichu.example/api/uploads/a.png')
  expect(catalogueImageUrl('/api/recipes/7/images/s2/0123456789', 750)).toBe(
    'https://api.sichu.example/api/recipes/7/images/s2/0123456789?w=750',
  )
})

test('URLs that are not ours are left alone', () => {
  for (const url of ['https://cdn.example/x.jpg', 'data:image/png;base64,AA', 'blob:1', 'x.png']) {
    expect(assetUrl(url)).toBe(url)
    expect(catalogueImageUrl(url, 360)).toBe(url)
  }
})
