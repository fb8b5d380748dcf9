import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useMemo, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { StockLocation } from '@shared/kitchen'
import ChipGroup from '@/components/chip-group'
import EmptyState from '@/components/empty-state'
import NavBar from '@/components/nav-bar'
import OfflineState from '@/components/offline-state'
import PillButton from '@/components/pill-button'
import PullRefresh from '@/components/pull-refresh'
import { SkeletonBlock } from '@/components/skeleton'
import { ROUTES } from '@/routes'
import { toast } from '@/services/toast'
import { useShowAgain } from '@/services/use-show-again'
import { RANGES, useShopping } from '../hooks/use-shopping'
import { groupsOf, itemRow, joinNames, listText } from '../list-text'
import PutAwayPopup from './put-away-popup'
import ShareButton from './share-button'
import ShoppingAdd from './shopping-add'
import ShoppingRow from './shopping-row'
import './shopping.scss'

/**
 * The kitchen's shopping list: what the plan for today, three days or the week needs less what
 * the stock holds, and what members added by hand; grouped by kind of food, ticked in the shop,
 * shared as text, and put away into stock.
 */
export default function ShoppingScreen() {
  const { t, i18n } = useTranslation()
  const locale = i18n.language
  const shopping = useShopping()
  const { list, status } = shopping
  const [putting, setPutting] = useState(false)
  const [busy, setBusy] = useState(false)
  useShowAgain(() => void shopping.reload())
  const groups = useMemo(() => groupsOf(list?.items ?? []), [list])
  const ticked = list?.items.filter((item) => item.checked).length ?? 0
  const text = useMemo(() => (list ? listText(t, locale, list) : ''), [list, t, locale])
  const title = useMemo(() => {
    const items = list?.items ?? []
    const names = items.slice(0, 6).map((item) => {
      const row = itemRow(locale, item)
      return `${row.name} ${row.amount}`.trim()
    })
    return t('shopping.shareCard', { count: items.length, items: joinNames(locale, names) })
  }, [list, t, locale])

  const putAway = (location: StockLocation) => {
    setBusy(true)
    void shopping.putAway(location).then((filled) => {
      setBusy(false)
      if (!filled) return
      setPutting(false)
      void toast(t('shopping.putAwayDone', { count: filled.length }))
    })
  }

  const remove = (item: (typeof groups)[number]['items'][number]) =>
    void shopping.remove(item).then((done) => {
      if (done) void toast(t('shopping.removed', { name: itemRow(locale, item).name }))
    })

  const ready = status === 'ready' && list !== null
  const hasItems = ready && list.items.length > 0
  return (
    <View className={`page shopping${hasItems ? ' shopping--with-bar' : ''}`}>
      <NavBar title={t('titles.shopping')} />
      <View className='shopping__range'>
        <ChipGroup
          chips={RANGES.map((value) => ({ value, label: t(`shopping.ranges.${value}`) }))}
          value={shopping.range}
          onChange={shopping.changeRange}
          scroll={false}
        />
      </View>
      <ShoppingAdd onAdd={shopping.add} />
      <PullRefresh onRefresh={shopping.reload}>
        {status === 'loading' && (
          <View className='shopping__groups' aria-busy>
            {[0, 1, 2].map((i) => (
              <SkeletonBlock key={i} className='shopping__skeleton' />
            ))}
          </View>
        )}
        {status === 'offline' && (
          <OfflineState text={t('shopping.offline')} onRetry={() => void shopping.reload()} />
        )}
        {status === 'error' && (
          <EmptyState
            text={t('shopping.failed')}
            action={
              <PillButton
                size='large'
                text={t('common.retry')}
                onClick={() => void shopping.reload()}
              />
            }
          />
        )}
        {ready && list.items.length === 0 && (
          <EmptyState
            text={t('shopping.empty')}
            action={
              <PillButton
                size='large'
                text={t('shopping.toPlan')}
                onClick={() => void Taro.switchTab({ url: `/${ROUTES.cart}` })}
              />
            }
          />
        )}
        {hasItems && (
          <View className='shopping__groups'>
            {groups.map((group) => (
              <View key={group.key} className={`shopping-group shopping-group--${group.key}`}>
                <View className='shopping-group__head'>
                  <Text className='shopping-group__name'>{t(`shopping.kinds.${group.key}`)}</Text>
                  <Text className='shopping-group__count'>
                    {t('shopping.count', { count: group.items.length })}
                  </Text>
                </View>
                {group.items.map((item) => (
                  <ShoppingRow
                    key={String(item.id)}
                    item={item}
                    onTick={() => shopping.tick(item)}
                    onRemove={() => remove(item)}
                  />
                ))}
              </View>
            ))}
          </View>
        )}
      </PullRefresh>
      {hasItems && (
        <View className='shopping-bar'>
          <ShareButton text={text} title={title} />
          <PillButton
            size='large'
            className='shopping-bar__put-away'
            text={t('shopping.putAway', { count: ticked })}
            disabled={ticked === 0}
            onClick={() => setPutting(true)}
          />
        </View>
      )}
      <PutAwayPopup
        visible={putting}
        count={ticked}
        busy={busy}
        onConfirm={putAway}
        onClose={() => setPutting(false)}
      />
    </View>
  )
}
