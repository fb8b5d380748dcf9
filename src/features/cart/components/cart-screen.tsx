import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useMemo, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { CartItem, Meal } from '@shared/records'
import { dayPhrase } from '@/components/day-chips/day-name'
import EmptyState from '@/components/empty-state'
import NavBar from '@/components/nav-bar'
import PillButton from '@/components/pill-button'
import PullRefresh from '@/components/pull-refresh'
import { SkeletonBlock } from '@/components/skeleton'
import Snackbar, { useSnackbar } from '@/components/snackbar'
import { ROUTES, urlOf } from '@/routes'
import { groupByMeal } from '@/services/meals'
import { localToday } from '@/services/plan-days'
import { useShowAgain } from '@/services/use-show-again'
import { useCart } from '../hooks/use-cart'
import { useSelection } from '../hooks/use-selection'
import { useWeek } from '../hooks/use-week'
import CartBar from './cart-bar'
import CartMealGroup from './cart-meal-group'
import MovePopup from './move-popup'
import WeekStrip from './week-strip'
import './cart.scss'
import './week.scss'

/** `/pages/order/confirm?ids=1,2,3&date=…`: the ids in the order shown, and their day. */
export function confirmUrl(ids: number[], date?: string) {
  return `/${ROUTES.orderConfirm}?ids=${ids.join(',')}${date ? `&date=${date}` : ''}`
}

/**
 * The daily food record tab: the kitchen's plan, a strip of the week's days over the chosen
 * day's dishes by meal, to tick and confirm, change, move to another day or meal.
 */
export default function CartScreen() {
  const { t } = useTranslation()
  const week = useWeek()
  const [fallbackToday] = useState(() => localToday())
  const today = week.week?.today ?? fallbackToday
  // Undefined: the kitchen's today, whichever day that is on the server.
  const [picked, setPicked] = useState<string | undefined>(undefined)
  const shown = picked ?? today
  const cart = useCart(picked === undefined || picked === week.week?.today ? undefined : picked)
  const groups = useMemo(() => groupByMeal(cart.items), [cart.items])
  const shownIds = useMemo(() => groups.flatMap((g) => g.lines.map((line) => line.id)), [groups])
  const selection = useSelection(shownIds)
  const snackbar = useSnackbar()
  const [moving, setMoving] = useState<CartItem | null>(null)
  useShowAgain(() => {
    void cart.reload()
    void week.reload()
  })

  const move = (line: CartItem, to: { date: string; meal: Meal }) => {
    setMoving(null)
    void cart.move(line, to).then((answer) => {
      if (!answer) return
      void week.reload()
      snackbar.show({
        text: t('cart.moved', {
          name: line.recipe.title,
          day: dayPhrase(t, to.date, today),
          meal: t(`records.meals.${to.meal}`),
        }),
        action: { label: t('cart.view'), run: () => setPicked(to.date) },
      })
    })
  }

  const remove = (line: CartItem) => {
    const at = cart.items.findIndex((item) => item.id === line.id)
    const wasPicked = selection.isPicked(line.id)
    void cart.remove(line).then((done) => {
      if (!done) return
      void week.reload()
      snackbar.show({
        text: t('cart.removed', { name: line.recipe.title }),
        action: {
          label: t('cart.undo'),
          run: () =>
            void cart.restore(line, at).then((back) => {
              void week.reload()
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
      <WeekStrip
        week={week.week}
        fallbackToday={fallbackToday}
        value={shown}
        onChange={(date) => setPicked(date)}
      />
      <PullRefresh onRefresh={() => Promise.all([cart.reload(), week.reload()])}>
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
            text={
              shown === today
                ? t('cart.empty')
                : t('cart.dayEmpty', { day: dayPhrase(t, shown, today) })
            }
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
                onMove={setMoving}
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
          onConfirm={() => void Taro.navigateTo({ url: confirmUrl(selection.selected, cart.date) })}
        />
      )}
      <MovePopup line={moving} today={today} onMove={move} onClose={() => setMoving(null)} />
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
