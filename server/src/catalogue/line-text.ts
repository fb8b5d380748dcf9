import { parseNumber } from './numbers'

/** Text handling for one ingredient line, before its parts are read. */

const NUMERAL = '[零〇一二两三四五六七八九十百\\d]+'
// "二分之一" is 1/2.
const CHINESE_FRACTION = new RegExp(`(${NUMERAL})分之(${NUMERAL})`, 'g')

/** Full-width forms to plain ones, so one pattern reads both (Chinese commas and colons stay). */
function normalize(text: string): string {
  return (
    text
      .replace(/[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/g, (c) =>
        String.fromCharCode(c.charCodeAt(0) - 0xfee0),
      )
      .replace(/（/g, '(')
      .replace(/）/g, ')')
      .replace(/[～〜]/g, '~')
      .replace(/[–—－]/g, '-')
      .replace(/[＝]/g, '=')
      .replace(/[＊×]/g, '*')
      .replace(/\u3000/g, ' ')
      .replace(CHINESE_FRACTION, (whole, below: string, above: string) => {
        const [b, a] = [parseNumber(below), parseNumber(above)]
        return b && a !== null ? `${a}/${b}` : whole
      })
      // Markdown's escaped asterisk ("份数\*4g") is the multiplication it escapes.
      .replace(/\\\*/g, '*')
  )
}

/** The text a person would read: no list marker, Markdown, emoji or trailing punctuation. */
export function cleanLine(raw: string): string {
  return (
    normalize(raw)
      .replace(/^\s*(?:[-*+•]|\d+[.、)])\s+/, '')
      // A picture is not part of the line ("泡发好的海参![海参](./海参.jpeg)"); a link keeps its text.
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\*\*|__|`/g, '')
      .replace(/\p{Extended_Pictographic}/gu, '')
      .replace(/[\s。；;，,.]+$/, '')
      .trim()
  )
}

/** Drops "* 份数" and "份数 *" (the amount is per serving, which is how we store it anyway). */
export function dropServingMarker(text: string): string {
  return text
    .replace(/\s*\*\s*(?:份数|人数|\d+\s*人份?)\s*/g, ' ')
    .replace(/(?:份数|人数)\s*\*\s*/g, '')
    .trim()
}

/** Splits on a separator outside parentheses. */
export function splitTopLevel(text: string, separators: RegExp): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? ''
    if (ch === '(') depth++
    else if (ch === ')') depth = Math.max(0, depth - 1)
    else if (depth === 0 && separators.test(ch)) {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  parts.push(text.slice(start))
  return parts.map((p) => p.trim())
}

/** Takes the parenthesised parts out: "生粉(别称：淀粉)" → "生粉" and ["别称：淀粉"]. */
export function takeParentheses(text: string): { main: string; parts: string[] } {
  const parts: string[] = []
  let main = text
  for (;;) {
    const next = main.replace(/\(([^()]*)\)/, (_whole, inner: string) => {
      parts.push(inner.trim())
      return ' '
    })
    if (next === main) break
    main = next
  }
  // An unclosed parenthesis: what follows it is a note too.
  const open = main.indexOf('(')
  if (open >= 0) {
    parts.push(main.slice(open + 1).trim())
    main = main.slice(0, open)
  }
  return { main: main.replace(/\s+/g, ' ').trim(), parts: parts.filter(Boolean) }
}
