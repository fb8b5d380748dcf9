import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { ReactNode } from 'react'
import { useTranslation } from '@/i18n/react'
import type { TodayEatDish } from '@shared/recipes'
import DishCard, { DishCardSkeleton } from '@/components/dish-card'
import EmptyState from '@/components/empty-state'
import OfflineState from '@/components/offline-state'
import PillButton from '@/components/pill-button'
import { urlOf } from '@/routes'
import type { MenuStatus } from '../hooks/use-today-eat-menu'

/**
 * The badge's word for a dish's place on the menu. The meat place (荤) takes meat or fish, and
 * English, Spanish and French have no word for both: a fish dish there is called seafood, not
 * "Meat" (its category says which; the colour stays the place's).
 */
function roleLabel(dish: TodayEatDish) {
  return dish.role === 'meat' && dish.category.icon === 'aquatic' ? 'aquatic' : dish.role
}

interface TodayEatMenuProps {
  dishes: TodayEatDish[]
  status: MenuStatus
  /** The dish being swapped, if any. */
  swapping: number | null
  onRerollAll: () => void
  onRerollOne: (index: number) => void
  onRetry: () => void
  dishAside?: (dish: TodayEatDish) => ReactNode
  footer?: ReactNode
  /** Shown for a ready menu without dishes, instead of the filters' empty state. */
  empty?: ReactNode
}

/** The suggested menu: each dish with its role and why it was chosen; swap one or all. */
export default function TodayEatMenu({
  dishes,
  status,
  swapping,
  onRerollAll,
  onRerollOne,
  onRetry,
  dishAside,
  footer,
  empty,
}: TodayEatMenuProps) {
  const { t } = useTranslation()
  return (
    <View className='today-eat-menu'>
      <View className='today-eat-menu__head'>
        <Text className='today-eat-menu__title'>
          {status === 'ready'
            ? t('todayEat.menuTitle', { count: dishes.length })
            : t('todayEat.menu')}
        </Text>
        <PillButton
          kind='ghost'
          text={t('todayEat.rerollAll')}
          onClick={onRerollAll}
          disabled={status === 'loading'}
        />
      </View>
      {status === 'loading' && [0, 1, 2].map((i) => <DishCardSkeleton key={i} />)}
      {status === 'offline' && <OfflineState text={t('offline.todayEat')} onRetry={onRetry} />}
      {status === 'error' && (
        <EmptyState
          text={t('todayEat.failed')}
          action={<PillButton text={t('common.retry')} onClick={onRetry} />}
        />
      )}
      {status === 'ready' &&
        dishes.length === 0 &&
        (empty ?? <EmptyState text={t('todayEat.empty')} />)}
      {status === 'ready' &&
        dishes.map((dish, index) => (
          <DishCard
            key={`${index}-${dish.id}`}
            dish={dish}
            onClick={() => void Taro.navigateTo({ url: urlOf('foodDetail', { id: dish.id }) })}
            title={
              <>
                <Text className={`today-eat-role today-eat-role--${dish.role}`}>
                  {t(`todayEat.roles.${roleLabel(dish)}`)}
                </Text>
                {dish.title}
              </>
            }
            aside={dishAside?.(dish)}
            footer={
              <PillButton
                kind='ghost'
                className='today-eat-menu__swap'
                text={swapping === index ? t('todayEat.swapping') : t('todayEat.rerollOne')}
                disabled={swapping !== null}
                onClick={() => onRerollOne(index)}
              />
            }
          >
            <Text className='today-eat-menu__reason'>{dish.reason}</Text>
          </DishCard>
        ))}
      {footer}
    </View>
  )
}
