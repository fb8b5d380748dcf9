import type { StockItem } from '@shared/kitchen'
import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import Popup from '@/components/popup'
import { deleteItem, discardAll, moveStock } from '../actions'
import { quantityText } from '../format'

interface QuickActionsProps {
  item: StockItem | null
  onClose: () => void
  onOpen: (item: StockItem) => void
  /** Something changed: the list and the summary reload. */
  onChanged: () => void
}

type Action = { key: string; label: string; run: () => Promise<boolean> | void; off?: boolean }

/** The long-press sheet of a stock row: one more, one less, discard, delete, open. */
export default function QuickActions({ item, onClose, onOpen, onChanged }: QuickActionsProps) {
  const { t } = useTranslation()
  if (!item) return null
  const actions: Action[] = [
    {
      key: 'takeOne',
      label: t('stock.actions.takeOne', { amount: quantityText(1, item.unit) }),
      run: () => moveStock(item, -1, 'adjust'),
      off: item.quantity < 1,
    },
    {
      key: 'addOne',
      label: t('stock.actions.addOne', { amount: quantityText(1, item.unit) }),
      run: () => moveStock(item, 1, 'purchase'),
    },
    {
      key: 'discard',
      label: t('stock.actions.discard'),
      run: () => discardAll(item),
      off: item.quantity === 0,
    },
    { key: 'delete', label: t('stock.actions.delete'), run: () => deleteItem(item) },
    { key: 'open', label: t('stock.actions.open'), run: () => onOpen(item) },
  ]
  const choose = (action: Action) => {
    if (action.off) return
    onClose()
    void Promise.resolve(action.run()).then((changed) => changed && onChanged())
  }
  return (
    <Popup visible onClose={onClose} title={item.name} className='quick-actions'>
      <Text className='quick-actions__now'>
        {t('stock.actions.now', { amount: quantityText(item.quantity, item.unit) })}
      </Text>
      {actions.map((action) => (
        <View
          key={action.key}
          className={`quick-actions__item quick-actions__item--${action.key}${action.off ? ' quick-actions__item--off' : ''}`}
          role='button'
          aria-disabled={action.off}
          onClick={() => choose(action)}
        >
          <Text>{action.label}</Text>
        </View>
      ))}
    </Popup>
  )
}
