import {
  ALL_UNITS,
  AMOUNT_AT_START,
  AMOUNT_ONLY,
  AMOUNT_START,
  AMOUNT_THEN_NAME,
  amountOf,
  type Amount,
} from './amount'
import { readFormula, unbracketFormula } from './formula'
import { readNotes } from './line-notes'
import type { ParsedIngredient } from './parsed-ingredient'
import { cleanLine, dropServingMarker, splitTopLevel, takeParentheses } from './line-text'

const LOOSE_AMOUNTS: Record<string, string> = {
  适量: '适量',
  酌量: '适量',
  适当: '适量',
  按需: '适量',
  少许: '少许',
  少量: '少许',
  若干: '若干',
}
const LOOSE_SOURCE = new RegExp(`(${Object.keys(LOOSE_AMOUNTS).join('|')})`)
const ALIAS = /^(?:别称|别名|又称|又叫|也叫|俗称)\s*[:：]?\s*(.+)$/
const MAX_NAME = 10

// Words of a sentence, not of an ingredient name ("一般一个人可以食用 7～10 个水饺").
const REMARK_WORDS = /可以|如果|建议|根据|一般|需要|用量|即可|不要/

function validName(name: string): boolean {
  return (
    !REMARK_WORDS.test(name) &&
    !ALL_UNITS.has(name) &&
    name.length > 0 &&
    name.length <= MAX_NAME &&
    !/[=*:：,，、;；]/.test(name) &&
    !/^[\s\p{P}]/u.test(name) &&
    !/[-~到至]$/.test(name)
  )
}

interface Split {
  name: string
  amount: Amount | null
  notes: string[]
}

/** What follows an amount: a remark, or null; false when it looks like a misread. */
function restNote(rest: string, separated: boolean): string | null | false {
  const trimmed = rest.trim()
  if (trimmed === '') return null
  if (/^[\s,，;；:：、]/.test(rest)) return trimmed.replace(/^[,，;；:：、\s]+/, '') || null
  // "一袋速冻水饺" read as 一袋 + 速冻水饺 after a name would be a misread; after "=" it is not.
  if (!separated || /\d/.test(trimmed)) return false
  // "3 斤兔肉对应吃饭用的小碗": a sentence that runs on from the unit is not this amount's remark.
  if (/^\p{Script=Han}/u.test(rest) && trimmed.length > 4) return false
  return trimmed
}

/** "amount name" ("20 颗花椒", "两瓣大蒜"); null when the text does not read so. */
function amountFirst(text: string): Split | null {
  const groups = AMOUNT_THEN_NAME.exec(text)?.groups
  const amount = groups ? amountOf(groups) : null
  const name = groups?.name?.trim() ?? ''
  // "2 鸡蛋" needs the space; "2鸡蛋" is too easily a name with a number in it.
  const spaced = groups?.unit || groups?.unitLow || groups?.cUnit || /^\S+\s/.test(text)
  if (!amount || !spaced || !validName(name) || /\d/.test(name)) return null
  return { name, amount, notes: [] }
}

/** "name amount rest", trying each place the name could end, shortest name first. */
function nameFirst(text: string): Split | null {
  for (let end = 1; end < text.length; end++) {
    // An amount starts with a number, maybe after a separator or 约: skip other places cheaply.
    if (!AMOUNT_START.test(text.slice(end, end + 8))) continue
    const name = text.slice(0, end).trim()
    if (/\d/.test(name) || !validName(name)) continue
    const groups = AMOUNT_AT_START.exec(text.slice(end))?.groups
    const amount = groups ? amountOf(groups) : null
    if (!groups || !amount) continue
    const separated = groups.sep !== undefined || /\s/.test(text[end] ?? '')
    const chinese = groups.cLow !== undefined
    const note = restNote(groups.rest ?? '', separated || !chinese)
    if (note === false) continue
    return { name, amount, notes: note ? [note] : [] }
  }
  return null
}

/** "name amount rest" or "amount name"; null when neither reads. */
function splitAmount(text: string): Split | null {
  return (/^[\d零〇一二两三四五六七八九十百半]/.test(text) && amountFirst(text)) || nameFirst(text)
}

const PREFIX = /^(?:(必备|可选|选用|辅料|主料|配料|工具)\s*[:：]|\[(可选|选用)\])\s*/

/** One ingredient (no list separators), or null when it cannot be read. */
function parseOne(segment: string, raw: string): ParsedIngredient | null {
  // "青红椒（…）*注：不建议使用肉厚的菜椒": the remark after 注 is a note.
  let text = dropServingMarker(segment).replace(/\s*\*?\s*注\s*[:：]\s*(.+)$/, '($1)')
  const notes: string[] = []
  const prefix = PREFIX.exec(text)
  if (prefix) {
    if (prefix[1] === '可选' || prefix[2]) notes.push('可选')
    text = text.slice(prefix[0].length)
  }
  const { main, parts } = takeParentheses(text)
  let alias: string | null = null
  const partNotes: string[] = []
  let partAmount: { amount: Amount; note: string } | null = null
  for (const part of parts) {
    const aliasMatch = ALIAS.exec(part)
    const amountGroups = AMOUNT_ONLY.exec(part)?.groups
    const amount = amountGroups ? amountOf(amountGroups) : null
    if (aliasMatch?.[1]) {
      alias = aliasMatch[1].trim()
      continue
    }
    if (amount && !partAmount) partAmount = { amount, note: part }
    partNotes.push(part)
  }
  let body = main
  // "生菜 - 洗净 - 切碎": a name followed by how to prepare it.
  const dash = /^(.+?[^\d\s])\s+-\s+(\D.*)$/.exec(body)
  if (dash?.[1] && dash[2]) {
    body = dash[1]
    notes.push(dash[2])
  }
  let looseNote: string | null = null
  const loose = LOOSE_SOURCE.exec(body)
  if (loose?.[1]) {
    body = body.replace(loose[1], ' ').replace(/\s+/g, ' ').trim()
    looseNote = LOOSE_AMOUNTS[loose[1]] ?? loose[1]
  }
  body = body.replace(/[\s:：=,，]+$/, '')
  const split = splitAmount(body)
  let name: string
  let amount: Amount | null = null
  if (split) {
    name = split.name
    amount = split.amount
    notes.push(...split.notes)
  } else {
    // "香菜：个人口味": a name and a remark.
    const remark = /^([^:：]+)[:：]\s*(\D+)$/.exec(body)
    if (remark?.[1] && remark[2] && validName(remark[1].trim())) {
      body = remark[1].trim()
      notes.push(remark[2].trim())
    }
    if (!validName(body) || /\d/.test(body)) return null
    name = body
    // "辣椒油 (0-10ml)": the amount was written in the parenthesis.
    if (partAmount) {
      amount = partAmount.amount
      partNotes.splice(partNotes.indexOf(partAmount.note), 1)
    }
  }
  // 适量 says there is no amount; next to a real amount it adds nothing.
  if (looseNote && !amount) notes.unshift(looseNote)
  const read = readNotes([...notes, ...partNotes].filter(Boolean))
  const named = plainName(name)
  if (read.total) amount = read.total
  let quantity = amount ? amount.quantity / read.divisor : null
  let quantityLow = amount?.quantityLow == null ? null : amount.quantityLow / read.divisor
  // "0-2g": as little as nothing, so the cook may leave it out.
  const fromNothing = quantityLow === 0
  if (fromNothing) quantityLow = null
  if (quantity === 0) quantity = null
  const other = alternatives(alias, named.others)
  if (other.note) read.notes.push(other.note)
  return {
    name: named.name,
    alias: other.alias,
    quantity,
    quantityLow,
    unit: amount?.unit ?? null,
    note: read.notes.length ? read.notes.join('；') : null,
    raw,
    parsed: true,
    optional: read.optional || named.optional || fromNothing,
    roundUp: read.roundUp,
    per: read.per,
  }
}

// Words that say "the amount of" after a name ("盐量", "青椒的数量", "青菜共需", "菜码 总量").
const AMOUNT_WORDS = /\s*(?:的数量|数量|的量|总量|共需|总共|用量|量)$/

/**
 * The name without "the amount of" words, whether it ended in 可选 ("红葱油可选"), and the
 * alternatives it offers ("料酒或啤酒", "香芹/芹菜"): the first is the name.
 */
function plainName(name: string): { name: string; optional: boolean; others: string[] } {
  const optional = /.可选$/.test(name)
  let plain = optional ? name.slice(0, -2).trim() : name
  const stripped = plain.replace(AMOUNT_WORDS, '')
  if (stripped !== '') plain = stripped
  const [first, ...others] = plain
    .split(/\s*(?:或者|或|\/)\s*/)
    .map((part) => part.replace(/(?:也行|也可以|都可以|均可)$/, '').trim())
  if (!first || others.some((other) => other === '')) return { name: plain, optional, others: [] }
  return { name: first, optional, others }
}

/** The alias a line keeps, and its other alternatives in words ("或洋葱"). */
function alternatives(alias: string | null, others: string[]) {
  const more = alias ? others : others.slice(1)
  return { alias: alias ?? others[0] ?? null, note: more.length ? `或${more.join('、')}` : null }
}

/** A formula line ("盐量 = 兔肉斤数 * 2 克"), or null when the line is not one. */
function formulaLine(text: string, raw: string): ParsedIngredient | null {
  const { main, parts } = takeParentheses(unbracketFormula(dropServingMarker(text)))
  const formula = readFormula(main)
  if (!formula) return null
  const read = readNotes([...(formula.note ? [formula.note] : []), ...parts])
  const named = plainName(formula.name.trim())
  if (!validName(named.name)) return null
  const other = alternatives(null, named.others)
  if (other.note) read.notes.push(other.note)
  return {
    name: named.name,
    alias: other.alias,
    quantity: formula.amount?.quantity ?? null,
    quantityLow: formula.amount?.quantityLow ?? null,
    unit: formula.amount?.unit ?? null,
    note: read.notes.length ? read.notes.join('；') : null,
    raw,
    parsed: true,
    optional: read.optional || named.optional,
    roundUp: read.roundUp,
    per: formula.per,
  }
}

/**
 * "干辣椒量 = 辣椒段的总体积等于兔肉的总体积": an ingredient, and its amount in words (when the
 * line does not read as an amount).
 */
function wordsFormula(text: string, raw: string): ParsedIngredient | null {
  const { main, parts } = takeParentheses(dropServingMarker(text))
  const words = /^([^=*]+?)\s*=\s*(.+)$/.exec(main)
  const named = words?.[1] ? plainName(words[1].trim()) : null
  if (!words?.[2] || !named || !validName(named.name)) return null
  const read = readNotes([words[2].trim(), ...parts])
  return {
    ...unparsed(raw),
    name: named.name,
    note: read.notes.join('；') || null,
    parsed: true,
    optional: read.optional || named.optional,
  }
}

function unparsed(raw: string): ParsedIngredient {
  // As written, only without the list marker, Markdown emphasis and a final full stop.
  const text =
    raw
      .replace(/^\s*(?:[-*+•]|\d+[.、)])\s+/, '')
      .replace(/\*\*|__|`/g, '')
      .replace(/[\s。；;，,.]+$/, '')
      .trim() || raw.trim()
  return {
    name: text,
    alias: null,
    quantity: null,
    quantityLow: null,
    unit: null,
    note: null,
    raw,
    parsed: false,
    optional: false,
    roundUp: false,
    per: null,
  }
}

/**
 * Reads one source line ("- 肉蟹 1 只（大约 300g） * 份数") into ingredients: usually one, several
 * for a list ("小葱、姜、蒜"), and one unparsed line when it cannot be read (a remark, a
 * formula, a section heading).
 */
export function parseIngredientLine(raw: string): ParsedIngredient[] {
  const text = cleanLine(raw)
  if (text === '' || /^注/.test(text) || /[:：]$/.test(raw.trim())) return [unparsed(raw)]
  const formula = formulaLine(text, raw)
  if (formula) return [formula]
  // "带脚、爪猪前肘: 一个": one name before its colon, though it has a 、 in it.
  const colon = /^([^:：(]+)[:：]\s*(.+)$/.exec(text)
  if (colon?.[1]?.includes('、')) {
    const one = parseOne(`${colon[1].replace(/、/g, '')}: ${colon[2]}`, raw)
    if (one) return [one]
  }
  const segments = splitTopLevel(text, /[、，,;；]/)
  if (segments.length > 1) {
    const items = segments.map((s) => (s ? parseOne(s, raw) : null))
    // A list names things ("小葱、姜、蒜") or gives each its amount ("A 1 盒，B 1 盒"); a mix is
    // an amount with remarks ("姜丝，以正常老姜切 2-3 片，然后片丝即可").
    const read = items.filter((item): item is ParsedIngredient => item !== null)
    const amounts = read.filter((item) => item.quantity !== null).length
    const isList =
      read.length === items.length &&
      read.every((item) => item.name.length <= 8) &&
      (amounts === 0 || amounts === read.length)
    if (isList) return read
  }
  const one = parseOne(text, raw)
  return [one ?? wordsFormula(text, raw) ?? unparsed(raw)]
}
