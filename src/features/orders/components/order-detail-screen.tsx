import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { useTranslation } from '@/i18n/react'
import EmptyState from '@/components/empty-state'
import NavBar from '@/components/nav-bar'
import PillButton from '@/components/pill-button'
import SettlePopup from '@/components/settle-popup'
import { SkeletonBlock } from '@/components/skeleton'
import { urlOf } from '@/routes'
import { useOrder } from '../hooks/use-order'
import { useOrderActions } from '../hooks/use-order-actions'
import RecordHeader from './record-header'
import DishRow from './dish-row'
import RateSection from './rate-section'
import TakenSection from './taken-section'
import './orders.scss'

interface OrderDetailScreenProps {
  id: number
  /** Opened by "cook now": the settle popup opens as soon as the record is here. */
  cookNow: boolean
}

/** One food record: its dishes and time, and what its author can do with it now. */
export default function OrderDetailScreen({ id, cookNow }: OrderDetailScreenProps) {
  const { t } = useTranslation()
  const order = useOrder(id)
  const { detail, status } = order
  const actions = useOrderActions(detail, order.reload)
  const opened = useRef(false)

  const canAct = detail?.mine === true && detail.status === 'planned'
  const { openSettle } = actions
  useEffect(() => {
    if (!cookNow || opened.current || !canAct) return
    opened.current = true
    openSettle()
  }, [cookNow, canAct, openSettle])

  return (
    <View className={`page order-detail${canAct ? ' order-page--with-bar' : ''}`}>
      <NavBar title={t('titles.orderDetail')} />
      {status === 'loading' && (
        <View className='order-section' aria-busy>
          <SkeletonBlock className='order-confirm__skeleton' />
        </View>
      )}
      {status === 'notFound' && (
        <EmptyState
          text={t('records.notFound')}
          action={
            <PillButton
              size='large'
              text={t('records.allRecords')}
              onClick={() => void Taro.redirectTo({ url: urlOf('orderList') })}
            />
          }
        />
      )}
      {(status === 'error' || status === 'offline') && (
        <EmptyState
          text={t(status === 'offline' ? 'records.offline' : 'records.loadFailed')}
          action={<PillButton size='large' text={t('common.retry')} onClick={order.retry} />}
        />
      )}
      {status === 'ready' && detail && (
        <>
          <RecordHeader record={detail} />
          <View className='order-section'>
            <Text className='order-section__title'>
              {t('records.dishes', { count: detail.items.length })}
            </Text>
            {detail.items.map((item, index) => (
              <DishRow
                key={`${item.recipe.id}-${index}`}
                recipe={item.recipe}
                servings={item.servings}
              />
            ))}
          </View>
          {detail.note && (
            <View className='order-section'>
              <Text className='order-section__title'>{t('records.note')}</Text>
              <Text className='order-detail__note'>{detail.note}</Text>
            </View>
          )}
          {detail.status === 'cooked' && (
            <>
              <TakenSection taken={detail.stockTaken ? detail.taken : []} />
              <RateSection record={detail} busy={actions.busy} onRate={actions.rate} />
            </>
          )}
          {canAct && (
            <View className='order-bar'>
              <PillButton
                kind='ghost'
                size='large'
                className='order-bar__secondary order-detail__cancel'
                text={t('records.cancel')}
                disabled={actions.busy}
                onClick={() => void actions.cancel()}
              />
              <PillButton
                size='large'
                className='order-bar__primary order-detail__cook'
                text={t('records.cook')}
                disabled={actions.busy}
                onClick={actions.openSettle}
              />
            </View>
          )}
          <SettlePopup
            visible={actions.settleOpen && canAct}
            plan={detail.stockPlan}
            reloading={actions.replanning}
            busy={actions.cooking}
            error={actions.settleError}
            onConfirm={actions.cook}
            onClose={actions.closeSettle}
          />
        </>
      )}
    </View>
  )
}
