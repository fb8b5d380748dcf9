import type { FastifyRequest } from 'fastify'
import type { Locale } from '../../../types/api'
import { readableAmount } from '../../../types/amounts'
import { amountSentence } from '../../../types/words/amount-words'
import { ingredientIn, localeWords, nounIn } from '../i18n/catalogue/glossary'
import type { MainUse } from '../stock/dish-ranking'
import type { StockMenu } from './stock-menu'

/** Main ingredients a reason names: the line stays short enough for two lines on a phone. */
const NAMED = 3

const lists = new Map<string, Intl.ListFormat>()

/** "4 个鸡蛋、2 个西红柿" / "4 eggs, 2 tomatoes and 24 wings", as the caller's language lists. */
function listOf(locale: Locale, parts: string[]): string {
  if (locale === 'zh-Hans' || locale === 'zh-Hant') return parts.join('、')
  let format = lists.get(locale)
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction' })
    lists.set(locale, format)
  }
  return format.format(parts)
}

/**
 * One main ingredient with the amount cooking takes, rounded as a cook reads it (types/amounts.ts)
 * and worded in the caller's language: the kitchen's own name for it in Chinese (鸡翅, as the
 * stock lists it), else the glossary's word for the item or the dish's line, else the Chinese.
 */
export function useText(locale: Locale, use: MainUse): string {
  const name = ingredientIn(locale, use.item.name) ? use.item.name : use.name
  const noun = locale === 'zh-Hans' || locale === 'zh-Hant' ? use.item.name : nounIn(locale, name)
  const amount = use.quantity === null ? null : readableAmount(use.quantity, use.unit)
  return amountSentence(localeWords(locale), noun, {
    quantity: amount?.quantity ?? null,
    unit: amount?.unit ?? null,
  })
}

/**
 * Why a preferred dish is on the menu: what it uses up of the kitchen, with amounts ("用掉 4 个
 * 鸡蛋、2 个西红柿"), those about to go off first and marked; undefined for other dishes.
 */
export function stockReason(
  request: FastifyRequest,
  stock: StockMenu,
  recipeId: number,
): string | undefined {
  const dish = stock.ledger.used(recipeId)
  if (!dish || dish.mains.length === 0) return undefined
  const parts = dish.mains.slice(0, NAMED).map((use) => {
    const text = useText(request.locale, use)
    return use.item.status === 'expiring' ? request.t('todayEat.stock.soon', { item: text }) : text
  })
  return request.t('todayEat.stock.uses', { items: listOf(request.locale, parts) })
}
