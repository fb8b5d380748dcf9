import {
  cleanQuery,
  cleanText,
  inputMaxLength,
  isBlankText,
  textLength,
  textProblem,
  type TextRule,
} from '@shared/text'

const name: TextRule = { shape: 'line', max: 40 }
const note: TextRule = { shape: 'lines', max: 200, blank: true }

test('length is characters: an emoji is one, and an input lets max of them through', () => {
  expect(textLength('🥚'.repeat(21))).toBe(21)
  expect(textLength('a\ud800b')).toBe(3)
  expect('🥚'.repeat(40).length).toBeLessThanOrEqual(inputMaxLength(40))
  expect(textProblem('🥚'.repeat(21), name)).toBeNull()
  expect(textProblem('🥚'.repeat(41), name)).toEqual({ reason: 'maxLength', limit: 40 })
})

test.each([
  ['\u200b', { reason: 'blank' }, null],
  ['\u3164\u2800\u00ad\ufeff\u{e0020}', { reason: 'blank' }, null],
  ['a\u202eb', { reason: 'direction', char: 'U+202E' }, { reason: 'direction', char: 'U+202E' }],
  ['a\u2069b', { reason: 'direction', char: 'U+2069' }, { reason: 'direction', char: 'U+2069' }],
  ['a\u2028b', { reason: 'lineBreak' }, null],
  ['a\nb', { reason: 'lineBreak' }, null],
  ['a\tb', { reason: 'control', char: 'U+0009' }, null],
  ['a\u0085b', { reason: 'control', char: 'U+0085' }, { reason: 'control', char: 'U+0085' }],
  ['a\u0000b', { reason: 'control', char: 'U+0000' }, { reason: 'control', char: 'U+0000' }],
  ['a\u007fb', { reason: 'control', char: 'U+007F' }, { reason: 'control', char: 'U+007F' }],
  ['a\ud800b', { reason: 'surrogate' }, { reason: 'surrogate' }],
  ['\udc00', { reason: 'surrogate' }, { reason: 'surrogate' }],
  ['\ud83e\udd5a\udd5a', { reason: 'surrogate' }, { reason: 'surrogate' }],
  ['a\u200eb 👨‍👩‍👧 ❤️ 🏴󠁧󠁢󠁳󠁣󠁴󠁿', null, null],
])('%j: as a name %j, as a note %j', (text, asName, asNote) => {
  expect(textProblem(text, name)).toEqual(asName)
  expect(textProblem(text, note)).toEqual(asNote)
})

test('text is kept NFC, trimmed of spaces and zero-width characters, emoji endings kept', () => {
  expect(cleanText(' \u200be\u0301\ufeff ', 'line')).toBe('\u00e9')
  expect(cleanText('❤️', 'line')).toBe('❤️')
  expect(cleanText('a\r\nb\rc\u2028d\u2029e\n', 'lines')).toBe('a\nb\nc\nd\ne')
  expect(cleanText('\u3164 \u2800', 'line')).toBe('')
  expect(isBlankText('\u200d\u00ad ')).toBe(true)
  expect(isBlankText('\u200da')).toBe(false)
})

test('a search query is cleaned instead: what cannot be searched for is dropped', () => {
  expect(cleanQuery('红\u200b烧\u202e\udc00\udc00')).toBe('红烧')
  expect(cleanQuery('\udbff鸡\n\u0000蛋\u2069')).toBe('鸡 蛋')
  expect(cleanQuery('\u200b\u202e\u0085')).toBe('')
  expect(cleanQuery(' hong shao 😀 ')).toBe('hong shao 😀')
})
