import { MOVEMENT_NOTE_MAX, type ManualMovementReason, type StockItem } from '@shared/kitchen'
import { cleanText, inputMaxLength, textLength } from '@shared/text'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import ChipGroup from '@/components/chip-group'
import FormField from '@/components/form-field'
import { keyboardProps } from '@/components/form-field/keyboard'
import PillButton from '@/components/pill-button'
import { RequestError } from '@/services/request'
import { toastSuccess } from '@/services/toast'
import { addMovement } from '../api/add-movement'
import { formatStockQuantity } from '@/services/quantity'
import { unitIn } from '@/services/amount-words'
import { useSettingsStore } from '@/stores/settings-store'
import { quantityText } from '../format'
import { parseQuantity } from '../validation'

type Direction = 'in' | 'out'

const REASONS: Record<Direction, ManualMovementReason[]> = {
  in: ['purchase', 'adjust'],
  out: ['adjust', 'discard'],
}

interface MovementFormProps {
  item: StockItem
  onMoved: () => void
}

/**
 * Put in or take out: a stepper with free entry, why (bought, corrected, thrown away) and a
 * note. A take that would go below zero is refused by the server (409); its words stay here.
 */
export default function MovementForm({ item, onMoved }: MovementFormProps) {
  const { t } = useTranslation()
  const locale = useSettingsStore((state) => state.locale)
  const [direction, setDirection] = useState<Direction>('out')
  const [amount, setAmount] = useState('1')
  const [reason, setReason] = useState<ManualMovementReason>('adjust')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const parsed = parseQuantity(amount)
  const value = 'value' in parsed ? parsed.value : 0

  const turn = (next: Direction) => {
    setDirection(next)
    setReason(REASONS[next][0])
    setError(undefined)
  }
  const step = (by: number) => {
    setAmount(formatStockQuantity(Math.max(0, Math.floor(value) + by)))
    setError(undefined)
  }

  async function submit() {
    if (busy) return
    if ('error' in parsed) return setError(t(`stock.form.errors.${parsed.error}`, { max: 0 }))
    if (value <= 0) return setError(t('stock.move.positive'))
    if (textLength(cleanText(note, 'lines')) > MOVEMENT_NOTE_MAX) {
      return setError(t('stock.form.errors.noteTooLong', { max: MOVEMENT_NOTE_MAX }))
    }
    setBusy(true)
    setError(undefined)
    try {
      const delta = direction === 'in' ? value : -value
      await addMovement(item.id, { delta, reason, note: cleanText(note, 'lines') })
      void toastSuccess(t('stock.actions.updated'))
      setAmount('1')
      setNote('')
      onMoved()
    } catch (failure) {
      // The server's own words (409 "would go below zero", 400 naming the field) stay in view.
      if (failure instanceof RequestError && failure.statusCode) setError(failure.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='stock-card movement-form stock-chips'>
      <Text className='stock-card__title'>{t('stock.move.title')}</Text>
      <ChipGroup<Direction>
        chips={[
          { value: 'out', label: t('stock.move.out') },
          { value: 'in', label: t('stock.move.in') },
        ]}
        value={direction}
        onChange={turn}
        scroll={false}
      />
      <View className='movement-form__amount'>
        <View
          className='movement-form__step movement-form__step--minus'
          role='button'
          aria-label={t('stock.move.less')}
          onClick={() => step(-1)}
        />
        <Input
          className='movement-form__input'
          {...keyboardProps('digit')}
          value={amount}
          onInput={(event) => {
            setAmount(event.detail.value)
            setError(undefined)
          }}
        />
        <Text className='movement-form__unit'>{unitIn(locale, item.unit, 2)}</Text>
        <View
          className='movement-form__step movement-form__step--plus'
          role='button'
          aria-label={t('stock.move.more')}
          onClick={() => step(1)}
        />
      </View>
      <ChipGroup<ManualMovementReason>
        chips={REASONS[direction].map((key) => ({ value: key, label: t(`stock.reasons.${key}`) }))}
        value={reason}
        onChange={setReason}
        scroll={false}
      />
      <FormField
        name='movementNote'
        label={t('stock.move.note')}
        value={note}
        maxlength={inputMaxLength(MOVEMENT_NOTE_MAX)}
        onChange={setNote}
      />
      {error && (
        <View className='movement-form__error' role='alert'>
          {error}
        </View>
      )}
      <PillButton
        className='movement-form__submit'
        size='large'
        disabled={busy}
        text={t(direction === 'in' ? 'stock.move.submitIn' : 'stock.move.submitOut', {
          amount: quantityText(value, item.unit),
        })}
        onClick={() => void submit()}
      />
    </View>
  )
}
