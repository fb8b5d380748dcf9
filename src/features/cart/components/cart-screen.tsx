import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useMemo } from 'react'
import { useTranslation } from '@/i18n/react'
import type { CartItem } from '@shared/records'
import EmptyState from '@/components/empty-state'
import NavBar from '@/components/nav-bar'
import PillButton from '@/components/pill-button'
import PullRefresh from '@/components/pull-refresh'
import { SkeletonBlock } from '@/components/skeleton'
import Snackbar, { useSnackbar } from '@/components/snackbar'
import { ROUTES, urlOf } from '@/routes'
import { groupByMeal } from '@/services/meals'
import { useShowAgain } from '@/services/use-show-again'
import { useCart } from '../hooks/use-cart'
import { useSelection } from '../hooks/use-selection'
import CartBar from './cart-bar'
import CartMealGroup from './cart-meal-group'
import './cart.scss'

/** `/pages/order/confirm?ids=1,2,3`: the ids in the order they are shown. */
export function confirmUrl(ids: number[]) {
  return `/${ROUTES.orderConfirm}?ids=${ids.join(',')}`
}

/** The daily food record tab: today's planned dishes by meal, to tick and confirm. */
export default function CartScreen() {
  const { t } = useTranslation()
  const cart = useCart()
  const groups = useMemo(() => groupByMeal(cart.items), [cart.items])
  const shownIds = useMemo(() => groups.flatMap((g) => g.lines.map((line) => line.id)), [groups])
  const selection = useSelection(shownIds)
  const snackbar = useSnackbar()
  useShowAgain(() => void cart.reload())

  const remove = (line: CartItem) => {
    const at = cart.items.findIndex((item) => item.id === line.id)
    const wasPicked = selection.isPicked(line.id)
    void cart.remove(line).then((done) => {
      if (!done) return
      snackbar.show({
        text: t('cart.removed', { name: line.recipe.title }),
        action: {
          label: t('cart.undo'),
          run: () =>
            void cart.restore(line, at).then((back) => {
              if (back && wasPicked) selection.toggle(back.id, true)
            }),
        },
      })
    })
  }

  const ready = cart.status === 'ready' && cart.items.length > 0
  return (
    <View className={`page cart${ready ? ' cart--with-bar' : ''}`}>
      <NavBar title={t('titles.cart')} />
      <PullRefresh onRefresh={cart.reload}>
        {cart.status === 'loading' && <CartSkeleton />}
        {(cart.status === 'error' || cart.status === 'offline') && (
          <EmptyState
            text={t(cart.status === 'offline' ? 'cart.offline' : 'cart.failed')}
            action={
              <PillButton
                size='large'
                text={t('common.retry')}
                onClick={() => void cart.reload()}
              />
            }
          />
        )}
        {cart.status === 'ready' && cart.items.length === 0 && (
          <EmptyState
            text={t('cart.empty')}
            action={
              <PillButton
                size='large'
                text={t('cart.toTodayEat')}
                onClick={() => void Taro.navigateTo({ url: urlOf('todayEat') })}
              />
            }
          />
        )}
        {ready && (
          <View className='cart__groups'>
            <Text className='cart__hint'>{t('cart.hint')}</Text>
            {groups.map((group) => (
              <CartMealGroup
                key={group.meal}
                meal={group.meal}
                lines={group.lines}
                isPicked={selection.isPicked}
                onPick={selection.setMany}
                onServings={cart.setServings}
                onRemove={remove}
              />
            ))}
          </View>
        )}
      </PullRefresh>
      {ready && (
        <CartBar
          total={shownIds.length}
          selected={selection.selected.length}
          onPickAll={(on) => selection.setMany(shownIds, on)}
          onConfirm={() => void Taro.navigateTo({ url: confirmUrl(selection.selected) })}
        />
      )}
      <Snackbar
        snack={snackbar.snack}
        onHide={snackbar.hide}
        className={ready ? 'cart__snackbar' : 'cart__snackbar cart__snackbar--low'}
      />
    </View>
  )
}

function CartSkeleton() {
  return (
    <View className='cart__groups' aria-busy>
      {[0, 1, 2].map((i) => (
        <SkeletonBlock key={i} className='cart__skeleton-line' />
      ))}
    </View>
  )
}
