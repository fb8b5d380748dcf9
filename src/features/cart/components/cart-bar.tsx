import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import CheckMark from '@/components/check-mark'
import PillButton from '@/components/pill-button'

interface CartBarProps {
  total: number
  selected: number
  onPickAll: (on: boolean) => void
  onConfirm: () => void
}

/** The foot of today's plan, above the tab bar: select all, how many are chosen, confirm. */
export default function CartBar({ total, selected, onPickAll, onConfirm }: CartBarProps) {
  const { t } = useTranslation()
  return (
    <View className='cart-bar'>
      <View className='cart-bar__all'>
        <CheckMark
          checked={total > 0 && selected === total}
          mixed={selected > 0}
          onChange={onPickAll}
          label={t('cart.pickAll')}
        />
        <Text className='cart-bar__all-label' onClick={() => onPickAll(selected !== total)}>
          {t('cart.all')}
        </Text>
      </View>
      <Text className='cart-bar__count'>{t('cart.selected', { count: selected })}</Text>
      <PillButton
        className='cart-bar__confirm'
        size='large'
        text={t('cart.confirm')}
        disabled={selected === 0}
        onClick={onConfirm}
      />
    </View>
  )
}
