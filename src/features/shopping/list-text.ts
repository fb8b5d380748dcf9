import type { Locale } from '@shared/api'
import { FOOD_KINDS, type FoodKind, type ShoppingItem, type ShoppingList } from '@shared/shopping'
import type { ShoppingItemInput } from '@shared/shopping'
import { amountRow, type AmountRow, type LocaleWords } from '@shared/words/amount-words'
import { UNITS_EN } from '@shared/words/units-en'
import { UNITS_ES } from '@shared/words/units-es'
import { UNITS_FR } from '@shared/words/units-fr'
import type { MessageKey, TranslateParams } from '@/i18n/translate'

type Translate = (key: MessageKey, params?: TranslateParams) => string

/** A group of the list: a kind of food, or the optional items apart (`optional`). */
export interface ShoppingGroup {
  key: FoodKind | 'optional'
  items: ShoppingItem[]
}

/**
 * The list as the screen and the shared text show it: by kind of food in the order a shop is
 * walked (FOOD_KINDS), the items every recipe says may be left out in a group of their own at
 * the end; empty groups left out. Within a group, the server's order.
 */
export function groupsOf(items: readonly ShoppingItem[]): ShoppingGroup[] {
  const groups: ShoppingGroup[] = FOOD_KINDS.map((kind) => ({
    key: kind,
    items: items.filter((item) => item.kind === kind && !item.optional),
  }))
  groups.push({ key: 'optional', items: items.filter((item) => item.optional) })
  return groups.filter((group) => group.items.length > 0)
}

/** The unit words of each locale (about 3 KB each, only in this screen's chunk). */
const UNITS = { en: UNITS_EN, es: UNITS_ES, fr: UNITS_FR } as const

function wordsOf(locale: Locale): LocaleWords {
  return { locale, units: locale in UNITS ? UNITS[locale as keyof typeof UNITS] : {} }
}

/** How a sentence lists names: "美式炒蛋、蒸水蛋", "Eggs, butter". */
export function joinNames(locale: Locale, names: readonly string[]): string {
  return names.join(locale === 'zh-Hans' || locale === 'zh-Hant' ? '、' : ', ')
}

/**
 * An item as its row reads in the reader's language: "鸡蛋" | "5 个", "Eggs" | "5", "Ginger" |
 * "330 g", "Ail" | "6 têtes" (a food the glossary knows, through the server's `noun`), a name
 * typed by hand as typed. The amount is empty for one left to the cook or a manual "some";
 * `quantity` names another amount of the same food (what the stock holds).
 */
export function itemRow(locale: Locale, item: ShoppingItem, quantity = item.quantity): AmountRow {
  return amountRow(wordsOf(locale), item.noun ?? item.name, { quantity, unit: item.unit })
}

/** "3/1" */
function shortDay(day: string): string {
  return `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`
}

/**
 * The list as plain text to paste into a chat: a title with its days, then each group with its
 * items, ticked ones marked so.
 */
export function listText(t: Translate, locale: Locale, list: ShoppingList): string {
  const lines = [
    list.from === list.to
      ? t('shopping.shareTitleDay', { day: shortDay(list.from) })
      : t('shopping.shareTitle', { from: shortDay(list.from), to: shortDay(list.to) }),
  ]
  for (const group of groupsOf(list.items)) {
    lines.push('', t(`shopping.kinds.${group.key}`))
    for (const item of group.items) {
      const { name, amount } = itemRow(locale, item)
      lines.push(`${item.checked ? '☑' : '☐'} ${name}${amount ? ` ${amount}` : ''}`)
    }
  }
  return lines.join('\n')
}

/**
 * What a cook types into "add an item": a name, and maybe an amount at the end ("牛奶 2 盒",
 * "eggs 12", "姜 200g"). Null when nothing but spaces was typed.
 */
export function parseItemText(text: string): ShoppingItemInput | null {
  const trimmed = text.trim()
  if (!trimmed) return null
  const match = /^(.*?\S)\s*(\d+(?:\.\d{1,3})?)\s*([^\s\d.]{1,4})?$/u.exec(trimmed)
  if (!match || !match[1] || Number(match[2]) <= 0) return { name: trimmed }
  const input: ShoppingItemInput = { name: match[1].trim(), quantity: Number(match[2]) }
  if (match[3]) input.unit = match[3]
  return input
}
