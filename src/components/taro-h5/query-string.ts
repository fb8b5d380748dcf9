/**
 * H5 only (aliased from `query-string` in config/index.ts): Taro's router and its H5 APIs call
 * only `parse`, on a location's query. The package with its lenient decoder was 2.8 KB gzip in
 * every page's start-up; this is its `parse` with the defaults Taro uses: a leading `?`, `#` or
 * `&` dropped, `+` read as a space and each part decoded (unless `decode: false`; a malformed
 * escape is kept as text and what can be decoded around it is), a key without `=` gives null, a
 * repeated key an array, keys sorted. test/components/taro-h5-query-string.test.ts compares it
 * with the package.
 */
type Value = string | null
export type ParsedQuery = Record<string, Value | Value[]>

const ESCAPES = /(?:%[\da-f]{2})+/gi

/** A run of escapes: the longest pieces that decode, from the left; the others kept as text. */
function decodeRun(run: string): string {
  const escapes = run.match(/%[\da-f]{2}/gi) ?? []
  let text = ''
  for (let from = 0; from < escapes.length;) {
    let to = escapes.length
    for (; to > from; to -= 1) {
      try {
        text += decodeURIComponent(escapes.slice(from, to).join(''))
        break
      } catch {
        // Shorter next.
      }
    }
    if (to === from) {
      text += escapes[from] as string
      to = from + 1
    }
    from = to
  }
  return text
}

function decodePart(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text.replace(ESCAPES, decodeRun)
  }
}

export function parse(query: unknown, options: { decode?: boolean } = {}): ParsedQuery {
  const decode = options.decode !== false
  const found: ParsedQuery = Object.create(null) as ParsedQuery
  const text = typeof query === 'string' ? query.trim().replace(/^[?#&]/, '') : ''
  for (const part of text.split('&')) {
    if (part === '') continue
    const spaced = decode ? part.replace(/\+/g, ' ') : part
    const at = spaced.indexOf('=')
    const rawKey = at < 0 ? spaced : spaced.slice(0, at)
    const rawValue = at < 0 ? null : spaced.slice(at + 1)
    const key = decode ? decodePart(rawKey) : rawKey
    const value = rawValue !== null && decode ? decodePart(rawValue) : rawValue
    const seen = found[key]
    found[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value]
  }
  const sorted: ParsedQuery = Object.create(null) as ParsedQuery
  for (const key of Object.keys(found).sort()) sorted[key] = found[key] as Value | Value[]
  return sorted
}

export default { parse }
