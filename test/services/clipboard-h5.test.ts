import { copyText } from '@/services/clipboard.h5'

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
})

test("copies through the browser's clipboard where the page may use it", async () => {
  const writeText = jest.fn().mockResolvedValue(undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  await copyText('AB12CD')
  expect(writeText).toHaveBeenCalledWith('AB12CD')
})

test('elsewhere copies a selected off-screen textarea, and rejects when the browser refuses', async () => {
  const copied: string[] = []
  const execCommand = jest.fn(() => {
    copied.push(document.querySelector('textarea')?.value ?? '')
    return copied.length === 1
  })
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
  await copyText('AB12CD')
  expect(copied).toEqual(['AB12CD'])
  expect(document.querySelector('textarea')).toBeNull()
  await expect(copyText('again')).rejects.toThrow('refused')
})
