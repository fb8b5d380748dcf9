import { Picker, Text, Textarea, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useMemo } from 'react'
import { useTranslation } from '@/i18n/react'
import { RECORD_NOTE_MAX } from '@shared/records'
import { inputMaxLength, textLength } from '@shared/text'
import EmptyState from '@/components/empty-state'
import MealChips from '@/components/meal-chips'
import NavBar from '@/components/nav-bar'
import PillButton from '@/components/pill-button'
import { SkeletonBlock } from '@/components/skeleton'
import { ROUTES } from '@/routes'
import { pickerDateRange } from '@/services/picker-range'
import { useConfirmOrder } from '../hooks/use-confirm-order'
import { parseIds, useConfirmLines, type LoadCart } from '../hooks/use-confirm-lines'
import DishRow from './dish-row'
import './orders.scss'

interface ConfirmScreenProps {
  /** The `ids` query: the cart lines to confirm. */
  ids: string | undefined
  loadCart: LoadCart
}

/** Confirms ticked dishes of today's plan as a food record: meal, time, note; or cooks at once. */
export default function ConfirmScreen({ ids: idsParam, loadCart }: ConfirmScreenProps) {
  const { t } = useTranslation()
  const ids = useMemo(() => parseIds(idsParam), [idsParam])
  const { lines, missing, status, retry } = useConfirmLines(ids, loadCart)
  const form = useConfirmOrder(ids.join(','), lines)
  const range = useMemo(() => pickerDateRange(form.now), [form.now])

  const backToCart = () => void Taro.switchTab({ url: `/${ROUTES.cart}` })
  const canSend = status === 'ready' && lines.length > 0
  // Characters as the server counts them (an emoji is one): over the limit, nothing is sent.
  const noteLength = textLength(form.note.trim())
  const noteOver = noteLength > RECORD_NOTE_MAX

  return (
    <View className={`page order-confirm${canSend ? ' order-page--with-bar' : ''}`}>
      <NavBar title={t('titles.orderConfirm')} />
      {status === 'loading' && (
        <View className='order-section' aria-busy>
          <SkeletonBlock className='order-confirm__skeleton' />
        </View>
      )}
      {(status === 'error' || status === 'offline') && (
        <EmptyState
          text={t(status === 'offline' ? 'records.offline' : 'records.linesFailed')}
          action={<PillButton size='large' text={t('common.retry')} onClick={retry} />}
        />
      )}
      {status === 'ready' && lines.length === 0 && (
        <EmptyState
          text={t('records.linesGone')}
          action={<PillButton size='large' text={t('records.backToCart')} onClick={backToCart} />}
        />
      )}
      {canSend && (
        <>
          <View className='order-section'>
            <Text className='order-section__title'>
              {t('records.dishes', { count: lines.length })}
            </Text>
            {missing > 0 && (
              <View className='order-confirm__missing' role='alert'>
                <Text>{t('records.someGone', { count: missing })}</Text>
              </View>
            )}
            {lines.map((line) => (
              <DishRow key={line.id} recipe={line.recipe} servings={line.servings} />
            ))}
          </View>
          <View className='order-section'>
            <Text className='order-section__title'>{t('records.meal')}</Text>
            <MealChips value={form.meal} onChange={form.setMeal} />
          </View>
          <View className='order-section'>
            <Text className='order-section__title'>{t('records.when')}</Text>
            <Picker
              mode='date'
              value={form.date}
              start={range.start}
              end={range.end}
              onChange={(event) => form.setDate(String(event.detail.value))}
            >
              <View className='order-field order-field--date' role='button'>
                <Text className='order-field__label'>{t('records.date')}</Text>
                <Text className='order-field__value'>{form.date}</Text>
                <View className='order-field__chevron' />
              </View>
            </Picker>
            <Picker
              mode='time'
              value={form.time}
              onChange={(event) => form.setTime(String(event.detail.value))}
            >
              <View className='order-field order-field--time' role='button'>
                <Text className='order-field__label'>{t('records.time')}</Text>
                <Text className='order-field__value'>{form.time}</Text>
                <View className='order-field__chevron' />
              </View>
            </Picker>
          </View>
          <View className='order-section'>
            <Text className='order-section__title'>{t('records.note')}</Text>
            <Textarea
              className='order-confirm__note'
              value={form.note}
              maxlength={inputMaxLength(RECORD_NOTE_MAX)}
              placeholder={t('records.notePlaceholder')}
              autoHeight
              onInput={(event) => form.setNote(event.detail.value)}
            />
            <Text
              className={`order-confirm__counter${noteOver ? ' order-confirm__counter--over' : ''}`}
            >
              {`${noteLength}/${RECORD_NOTE_MAX}`}
            </Text>
          </View>
          <View className='order-bar'>
            <PillButton
              kind='ghost'
              size='large'
              className='order-bar__secondary order-confirm__cook'
              text={t('records.cookNow')}
              disabled={form.sending || noteOver}
              onClick={() => form.submit(true)}
            />
            <PillButton
              size='large'
              className='order-bar__primary order-confirm__submit'
              text={form.sending ? t('records.confirming') : t('records.confirm')}
              disabled={form.sending || noteOver}
              onClick={() => form.submit(false)}
            />
          </View>
        </>
      )}
    </View>
  )
}
