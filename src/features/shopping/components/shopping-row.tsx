import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import type { ShoppingItem } from '@shared/shopping'
import { itemRow, joinNames } from '../list-text'

interface ShoppingRowProps {
  item: ShoppingItem
  onTick: () => void
  onRemove: () => void
}

/**
 * One thing to buy, big enough for a thumb while the other hand holds a basket: the whole row
 * ticks it; the dishes that need it and what the stock already has below its name; a cross on
 * the right takes it off the list.
 */
export default function ShoppingRow({ item, onTick, onRemove }: ShoppingRowProps) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language
  const row = itemRow(locale, item)
  const amount = row.amount || t('shopping.some')
  const facts: string[] = []
  if (item.recipes.length > 0) {
    const dishes = joinNames(
      locale,
      item.recipes.map((r) => r.title),
    )
    facts.push(t('shopping.forDishes', { dishes }))
  }
  if (item.inStock && item.unit) {
    facts.push(t('shopping.inStock', { amount: itemRow(locale, item, item.inStock).amount }))
  }
  if (item.manual) facts.push(t('shopping.manual'))
  return (
    <View
      className={`shopping-row${item.checked ? ' shopping-row--checked' : ''}`}
      data-id={String(item.id)}
    >
      <View
        className='shopping-row__tick'
        role='checkbox'
        aria-checked={item.checked}
        aria-label={t('shopping.tick', { name: row.name })}
        onClick={onTick}
      >
        <View className='shopping-row__box' />
        <View className='shopping-row__text'>
          <View className='shopping-row__head'>
            <Text className='shopping-row__name'>{row.name}</Text>
            <Text className='shopping-row__amount'>{amount}</Text>
          </View>
          {facts.length > 0 && <Text className='shopping-row__facts'>{facts.join(' · ')}</Text>}
        </View>
      </View>
      <View
        className='shopping-row__remove'
        role='button'
        aria-label={t('shopping.remove', { name: row.name })}
        onClick={onRemove}
      >
        <View className='shopping-row__cross' />
      </View>
    </View>
  )
}
