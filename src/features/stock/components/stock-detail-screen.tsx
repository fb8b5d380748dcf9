import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import DishCard from '@/components/dish-card'
import EmptyState from '@/components/empty-state'
import NavBar from '@/components/nav-bar'
import PillButton from '@/components/pill-button'
import { SkeletonLine } from '@/components/skeleton'
import { urlOf } from '@/routes'
import { deleteItem, discardAll } from '../actions'
import { useStockItem } from '../hooks/use-stock-item'
import ItemFacts from './item-facts'
import MovementForm from './movement-form'
import MovementHistory from './movement-history'
import StockFormPopup from './lazy-stock-form-popup'
import './stock.scss'
import './stock-detail.scss'

function backToStock() {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack()
  else void Taro.redirectTo({ url: urlOf('stock') })
}

/** One item: its fields (edit), put in / take out, discard, delete, history, dishes. */
export default function StockDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation()
  const { item, status, retry, reload } = useStockItem(id)
  const [editing, setEditing] = useState(false)

  return (
    <View className='page stock stock-detail'>
      <NavBar title={t('titles.stockDetail')} />
      {status === 'loading' && (
        <View className='stock-card' aria-busy>
          <SkeletonLine size='title' />
          <SkeletonLine />
          <SkeletonLine size='short' />
        </View>
      )}
      {(status === 'error' || status === 'offline') && (
        <EmptyState
          text={status === 'offline' ? t('stock.list.offline') : t('stock.detail.failed')}
          action={<PillButton text={t('common.retry')} onClick={retry} />}
        />
      )}
      {status === 'notFound' && (
        <EmptyState
          text={t('stock.detail.notFound')}
          action={<PillButton text={t('stock.detail.backToStock')} onClick={backToStock} />}
        />
      )}
      {status === 'ready' && item && (
        <>
          <ItemFacts item={item} onEdit={() => setEditing(true)} />
          <MovementForm item={item} onMoved={() => void reload()} />
          <View className='stock-detail__actions'>
            <PillButton
              kind='ghost'
              className='stock-detail__discard'
              text={t('stock.actions.discard')}
              disabled={item.quantity === 0}
              onClick={() => void discardAll(item).then((done) => done && reload())}
            />
            <PillButton
              kind='ghost'
              className='stock-detail__delete'
              text={t('stock.actions.delete')}
              onClick={() => void deleteItem(item).then((done) => done && backToStock())}
            />
          </View>
          <MovementHistory item={item} />
          <View className='stock-card item-dishes'>
            <Text className='stock-card__title'>{t('stock.detail.dishes')}</Text>
            {item.recipes.length === 0 && (
              <Text className='stock-card__none'>{t('stock.detail.noDishes')}</Text>
            )}
            {item.recipes.map((recipe) => (
              <DishCard
                key={recipe.id}
                dish={recipe}
                onClick={() =>
                  void Taro.navigateTo({ url: urlOf('foodDetail', { id: recipe.id }) })
                }
              />
            ))}
          </View>
          <StockFormPopup
            visible={editing}
            item={item}
            onClose={() => setEditing(false)}
            onSaved={() => void reload()}
          />
        </>
      )}
    </View>
  )
}
