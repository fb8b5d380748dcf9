import { View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'

interface RowToolsProps {
  index: number
  count: number
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}

/** Move a row up or down, or take it out: three 44 px buttons, dimmed where they cannot act. */
export default function RowTools({ index, count, onMove, onRemove }: RowToolsProps) {
  const { t } = useTranslation()
  const first = index === 0
  const last = index === count - 1
  return (
    <View className='row-tools'>
      <View
        className={`row-tools__button row-tools__up${first ? ' row-tools__button--off' : ''}`}
        role='button'
        aria-label={t('myRecipes.edit.moveUp')}
        aria-disabled={first}
        onClick={() => !first && onMove(-1)}
      >
        <View className='row-tools__arrow row-tools__arrow--up' />
      </View>
      <View
        className={`row-tools__button row-tools__down${last ? ' row-tools__button--off' : ''}`}
        role='button'
        aria-label={t('myRecipes.edit.moveDown')}
        aria-disabled={last}
        onClick={() => !last && onMove(1)}
      >
        <View className='row-tools__arrow row-tools__arrow--down' />
      </View>
      <View
        className='row-tools__button row-tools__remove'
        role='button'
        aria-label={t('myRecipes.edit.remove')}
        onClick={onRemove}
      >
        <View className='row-tools__cross' />
      </View>
    </View>
  )
}
