import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import type { CartItem, Meal } from '@shared/records'
import CheckMark from '@/components/check-mark'
import CartLine from './cart-line'

interface CartMealGroupProps {
  meal: Meal
  lines: CartItem[]
  isPicked: (id: number) => boolean
  onPick: (ids: number[], on: boolean) => void
  onServings: (id: number, servings: number) => void
  onRemove: (line: CartItem) => void
  onMove: (line: CartItem) => void
}

/** One meal's dishes, with a tick that selects the whole meal. */
export default function CartMealGroup({
  meal,
  lines,
  isPicked,
  onPick,
  onServings,
  onRemove,
  onMove,
}: CartMealGroupProps) {
  const { t } = useTranslation()
  const ids = lines.map((line) => line.id)
  const picked = ids.filter(isPicked).length
  const mealName = t(`records.meals.${meal}`)
  return (
    <View className={`cart-meal cart-meal--${meal}`}>
      <View className='cart-meal__head'>
        <CheckMark
          checked={picked === ids.length}
          mixed={picked > 0}
          onChange={(on) => onPick(ids, on)}
          label={t('cart.pickMeal', { meal: mealName })}
        />
        <Text className='cart-meal__name'>{mealName}</Text>
        <Text className='cart-meal__count'>{t('cart.dishCount', { count: lines.length })}</Text>
      </View>
      {lines.map((line) => (
        <CartLine
          key={line.id}
          line={line}
          picked={isPicked(line.id)}
          onPick={(on) => onPick([line.id], on)}
          onServings={(servings) => onServings(line.id, servings)}
          onRemove={() => onRemove(line)}
          onMove={() => onMove(line)}
        />
      ))}
    </View>
  )
}
