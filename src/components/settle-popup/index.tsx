import { Switch, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { StockPlanLine } from '@shared/kitchen'
import type { CookRequest } from '@shared/records'
import PillButton from '@/components/pill-button'
import Popup from '@/components/popup'
import { THEME } from '@/theme'
import { includeOf, takesAnything, takesOf, type Choices } from './choices'
import PlanLine from './plan-line'
import './index.scss'

interface SettlePopupProps {
  visible: boolean
  /** What cooking would take now, per ingredient of every dish (the record's `stockPlan`). */
  plan: StockPlanLine[]
  /** True while the plan is being fetched again (after a refusal). */
  reloading?: boolean
  /** True while the cook call runs: the buttons wait. */
  busy: boolean
  /** Why the last try was refused (the server's words), shown above the buttons. */
  error?: string | null
  /** The cook request: whether to take from stock, and the optional and 适量 lines ticked. */
  onConfirm: (choice: CookRequest) => void
  onClose: () => void
}

/** True when cooking could take something from at least one stock item (ticked or not). */
export function canTake(plan: StockPlanLine[]): boolean {
  return plan.some((line) => line.takes.length > 0 || line.from !== null)
}

/**
 * The settle popup (the source's "payment popup"): before a food record is marked cooked, what
 * cooking takes from which stock item, what is short or missing, and a "take from stock" switch
 * (on when anything can be taken). Drawn from the plan it is given: the caller makes the calls.
 */
export default function SettlePopup(props: SettlePopupProps) {
  // Mounted on each opening, so the switch starts from its default every time.
  return props.visible ? <SettleSheet {...props} /> : null
}

function SettleSheet({ plan, reloading, busy, error, onConfirm, onClose }: SettlePopupProps) {
  const { t } = useTranslation()
  const [choices, setChoices] = useState<Choices>(new Map())
  const couldTake = canTake(plan)
  const takeable = takesAnything(plan, choices)
  const [consume, setConsume] = useState(couldTake)

  // A plan reloaded under the popup (after a refusal) keeps the user's choice, unless nothing
  // can be taken any more.
  useEffect(() => {
    if (!couldTake) setConsume(false)
  }, [couldTake])

  const taking = consume && takeable
  const short = plan.filter((line) => line.status === 'short').length
  const missing = plan.filter((line) => line.status === 'missing').length
  const taken = plan.filter((line) => takesOf(line, choices).length > 0).length
  const choose = (key: string, value: number | null | undefined) =>
    setChoices((before) => {
      const next = new Map(before)
      if (value === undefined) next.delete(key)
      else next.set(key, value)
      return next
    })

  return (
    <Popup visible onClose={onClose} title={t('settle.title')} className='settle-popup'>
      <Text className='settle-popup__summary'>
        {plan.length === 0
          ? t('settle.noIngredients')
          : t('settle.summary', { taken, short, missing })}
      </Text>
      <View className={`settle-popup__lines${reloading ? ' settle-popup__lines--reloading' : ''}`}>
        {plan.map((line, index) => (
          <PlanLine
            key={`${line.key}-${index}`}
            line={line}
            taking={taking}
            choices={choices}
            onChoice={choose}
          />
        ))}
      </View>
      <View className='settle-popup__switch-row'>
        <View className='settle-popup__switch-text'>
          <Text className='settle-popup__switch-label'>{t('settle.takeFromStock')}</Text>
          <Text className='settle-popup__switch-hint'>
            {!couldTake
              ? t('settle.nothingToTake')
              : !consume
                ? t('settle.willNotTake')
                : taking
                  ? t('settle.willTake')
                  : t('settle.nothingTicked')}
          </Text>
        </View>
        <Switch
          className='settle-popup__switch'
          checked={consume && couldTake}
          disabled={!couldTake || busy}
          color={THEME.primary}
          onChange={(event) => setConsume(event.detail.value)}
        />
      </View>
      {error && (
        <View className='settle-popup__error' role='alert'>
          <Text>{error}</Text>
        </View>
      )}
      <View className='settle-popup__actions'>
        <PillButton
          kind='ghost'
          size='large'
          className='settle-popup__cancel'
          text={t('settle.cancel')}
          onClick={onClose}
          disabled={busy}
        />
        <PillButton
          size='large'
          className='settle-popup__confirm'
          text={busy ? t('settle.confirming') : t('settle.confirm')}
          onClick={() =>
            onConfirm(
              choices.size > 0
                ? { consumeStock: taking, include: includeOf(choices) }
                : { consumeStock: taking },
            )
          }
          disabled={busy || reloading}
        />
      </View>
    </Popup>
  )
}
