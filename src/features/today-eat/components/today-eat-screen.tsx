import { View } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '@/i18n/react'
import type { CategoryRef, TodayEatDish } from '@shared/recipes'
import { sendToLogin } from '@/components/login-gate'
import NavBar from '@/components/nav-bar'
import { toast } from '@/services/toast'
import { useSessionStore } from '@/stores/session-store'
import { useTodayEatMenu, type Filters } from '../hooks/use-today-eat-menu'
import TodayEatFilters from './today-eat-filters'
import TodayEatMenu from './today-eat-menu'
import StockEmptyNote from './stock-empty-note'
import './today-eat.scss'

export const DEFAULT_PEOPLE = 2

interface TodayEatScreenProps {
  categories: CategoryRef[]
  /** Beside each dish (the favourite heart), composed by the page. */
  dishAside?: (dish: TodayEatDish) => ReactNode
  /** Under the menu ("add this menu to today's record"), composed by the page. */
  menuActions?: (dishes: TodayEatDish[], people: number) => ReactNode
}

/** "What to eat today": people, filters, and a menu to reroll whole or dish by dish. */
export default function TodayEatScreen({
  categories,
  dishAside,
  menuActions,
}: TodayEatScreenProps) {
  const { t } = useTranslation()
  const loggedIn = useSessionStore((s) => Boolean(s.token))
  const [filters, setFilters] = useState<Filters>({
    people: DEFAULT_PEOPLE,
    categoryId: null,
    maxDifficulty: null,
    useStock: false,
    includeMine: false,
  })
  const stockOn = loggedIn && filters.useStock
  const mineOn = loggedIn && filters.includeMine
  const menu = useTodayEatMenu({ ...filters, useStock: stockOn, includeMine: mineOn })

  const rerollOne = (index: number) => {
    void menu.rerollOne(index).then((result) => {
      if (result === 'none') void toast(t('todayEat.noOther'))
    })
  }

  return (
    <View className='page today-eat'>
      <NavBar title={t('titles.todayEat')} />
      <TodayEatFilters
        filters={filters}
        onChange={(changes) => setFilters((f) => ({ ...f, ...changes }))}
        categories={categories}
        loggedIn={loggedIn}
        onLoginNeeded={() => sendToLogin('todayEat')}
      />
      {stockOn && menu.stockItems === 0 && <StockEmptyNote />}
      <TodayEatMenu
        dishes={menu.dishes}
        status={menu.status}
        swapping={menu.swapping}
        onRerollAll={menu.rerollAll}
        onRerollOne={rerollOne}
        onRetry={menu.retry}
        dishAside={dishAside}
        // A stock no dish can be made from says so, rather than "change the filters".
        empty={
          stockOn && (menu.stockItems ?? 0) > 0 ? (
            <StockEmptyNote text={t('todayEat.stockNoDish')} />
          ) : undefined
        }
        footer={
          menu.status === 'ready' && menu.dishes.length > 0
            ? menuActions?.(menu.dishes, filters.people)
            : undefined
        }
      />
    </View>
  )
}
