import { Switch, Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import { PEOPLE_MAX, PEOPLE_MIN, type CategoryRef } from '@shared/recipes'
import ChipGroup from '@/components/chip-group'
import Stepper from '@/components/stepper'
import { categoryName } from '@/i18n/category-name'
import { THEME } from '@/theme'
import type { Filters } from '../hooks/use-today-eat-menu'

/** "At most this hard": any, easy (≤ 2), medium (≤ 3). */
const DIFFICULTIES = [null, 2, 3] as const

interface TodayEatFiltersProps {
  filters: Filters
  onChange: (changes: Partial<Filters>) => void
  categories: CategoryRef[]
  /** "Use what I have" needs the kitchen's stock, so a logged-in user. */
  loggedIn: boolean
  /** A visitor tapped "use what I have". */
  onLoginNeeded: () => void
}

export default function TodayEatFilters({
  filters,
  onChange,
  categories,
  loggedIn,
  onLoginNeeded,
}: TodayEatFiltersProps) {
  const { t } = useTranslation()
  const difficultyLabel = (value: number | null) =>
    value === null ? t('todayEat.any') : value <= 2 ? t('todayEat.easy') : t('todayEat.medium')
  return (
    <View className='today-eat-filters'>
      <View className='today-eat-filters__row'>
        <Text className='today-eat-filters__label'>{t('todayEat.people')}</Text>
        <Stepper
          value={filters.people}
          min={PEOPLE_MIN}
          max={PEOPLE_MAX}
          onChange={(people) => onChange({ people })}
          display={t('todayEat.peopleValue', { count: filters.people })}
          decreaseLabel={t('todayEat.fewerPeople')}
          increaseLabel={t('todayEat.morePeople')}
        />
      </View>
      <View className='today-eat-filters__block'>
        <Text className='today-eat-filters__label'>{t('todayEat.category')}</Text>
        <ChipGroup<number | null>
          chips={[
            { value: null, label: t('todayEat.any') },
            ...categories.map((c) => ({ value: c.id, label: categoryName(c) })),
          ]}
          value={filters.categoryId ?? null}
          onChange={(categoryId) => onChange({ categoryId })}
        />
      </View>
      <View className='today-eat-filters__block'>
        <Text className='today-eat-filters__label'>{t('todayEat.difficulty')}</Text>
        <ChipGroup<number | null>
          chips={DIFFICULTIES.map((value) => ({ value, label: difficultyLabel(value) }))}
          value={filters.maxDifficulty ?? null}
          onChange={(maxDifficulty) => onChange({ maxDifficulty })}
          scroll={false}
        />
      </View>
      <View className='today-eat-filters__row'>
        <View className='today-eat-filters__stock'>
          <Text className='today-eat-filters__label'>{t('todayEat.useStock')}</Text>
          <Text className='today-eat-filters__hint'>
            {loggedIn ? t('todayEat.useStockHint') : t('todayEat.useStockLogin')}
          </Text>
        </View>
        <View className='today-eat-filters__toggle'>
          <Switch
            className='today-eat-filters__switch'
            checked={loggedIn && Boolean(filters.useStock)}
            color={THEME.primary}
            onChange={(event) => onChange({ useStock: event.detail.value })}
          />
          {/* A visitor's tap asks to log in instead of flipping a switch that cannot work. */}
          {!loggedIn && (
            <View
              className='today-eat-filters__gate'
              role='button'
              aria-label={t('todayEat.useStockLogin')}
              onClick={onLoginNeeded}
            />
          )}
        </View>
      </View>
      {/* Own recipes are a logged-in cook's: a visitor has none to include. */}
      {loggedIn && (
        <View className='today-eat-filters__row'>
          <View className='today-eat-filters__stock'>
            <Text className='today-eat-filters__label'>{t('todayEat.includeMine')}</Text>
            <Text className='today-eat-filters__hint'>{t('todayEat.includeMineHint')}</Text>
          </View>
          <View className='today-eat-filters__toggle'>
            <Switch
              className='today-eat-filters__switch'
              checked={Boolean(filters.includeMine)}
              color={THEME.primary}
              onChange={(event) => onChange({ includeMine: event.detail.value })}
            />
          </View>
        </View>
      )}
    </View>
  )
}
