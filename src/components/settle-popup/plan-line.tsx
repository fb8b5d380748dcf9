import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import type { StockPlanLine } from '@shared/kitchen'
import CheckMark from '@/components/check-mark'
import Stepper from '@/components/stepper'
import { amountIn } from '@/services/amount-words'
import { amountText } from '@/services/quantity'
import { useSettingsStore } from '@/stores/settings-store'
import { lineKind, looseStep, takesOf, type Choices } from './choices'

interface PlanLineProps {
  line: StockPlanLine
  /** The "take from stock" switch is on. */
  taking: boolean
  choices: Choices
  /** Ticks (null), sets an amount for, or unticks (undefined) this line. */
  onChoice: (key: string, value: number | null | undefined) => void
}

/**
 * One ingredient of the settle popup: what is needed, its mark, and what confirming takes. An
 * optional ingredient is taken only when ticked; an amount left to the cook (适量) only when
 * ticked with an amount. The takes shown are exactly those the server makes (choices.ts).
 */
export default function PlanLine({ line, taking, choices, onChoice }: PlanLineProps) {
  const { t } = useTranslation()
  const kind = lineKind(line)
  const ticked = choices.has(line.key)
  const takes = takesOf(line, choices)
  const locale = useSettingsStore((state) => state.locale)
  // In another language the food and its amount agree ("Eggs 2", "2 eggs"): amount-words.ts.
  const words = (quantity: number, unit: string | null) =>
    amountIn(locale, line.noun, quantity, unit)
  const needWords = line.need === null ? null : words(line.need, line.unit)
  const need =
    line.need === null
      ? t('settle.toTaste')
      : (needWords?.amount ?? amountText(line.need, null, line.unit, locale))
  const said = (quantity: number, unit: string | null) =>
    words(quantity, unit)?.sentence ?? amountText(quantity, null, unit, locale)
  const choosable =
    (kind === 'optional' && line.takes.length > 0) || (kind === 'loose' && line.from)
  return (
    <View className={`plan-line plan-line--${line.status}`}>
      <View className='plan-line__head'>
        {choosable && (
          <CheckMark
            className='plan-line__check'
            checked={ticked}
            label={t('settle.include', { name: line.name })}
            onChange={(on) => {
              const start = kind === 'loose' ? looseStep(line.from?.unit ?? null) : null
              onChoice(line.key, on ? start : undefined)
            }}
          />
        )}
        <Text className='plan-line__name'>{needWords?.name ?? line.name}</Text>
        {line.optional && <Text className='plan-line__optional'>{t('recipes.optional')}</Text>}
        <Text className={`plan-line__mark plan-line__mark--${line.status}`}>
          {t(`settle.marks.${line.status}`)}
        </Text>
        <Text className='plan-line__need'>{need}</Text>
      </View>
      {line.have === null && line.status !== 'missing' && kind !== 'loose' && (
        <Text className='plan-line__note'>{t('settle.otherUnit')}</Text>
      )}
      {line.status === 'short' && line.have !== null && line.need !== null && (
        <Text className='plan-line__note plan-line__note--short'>
          {t('settle.shortBy', {
            need: said(line.need, line.unit),
            have: said(line.have, line.unit),
          })}
        </Text>
      )}
      {line.status === 'missing' && (
        <Text className='plan-line__note plan-line__note--missing'>{t('settle.none')}</Text>
      )}
      {kind === 'loose' && line.from && !ticked && (
        <Text className='plan-line__note'>{t('settle.looseHint', { item: line.from.name })}</Text>
      )}
      {kind === 'loose' && line.from && ticked && (
        <LooseAmount line={line} amount={choices.get(line.key) ?? null} onChoice={onChoice} />
      )}
      {kind === 'optional' && !ticked && line.takes.length > 0 && (
        <Text className='plan-line__note'>{t('settle.optionalHint')}</Text>
      )}
      {takes.map((take) => (
        <Text
          key={take.itemId}
          className={`plan-line__take${taking ? '' : ' plan-line__take--off'}`}
        >
          {t(taking ? 'settle.takes' : 'settle.wouldTake', {
            amount: said(take.amount, take.unit),
            item: take.name,
          })}
        </Text>
      ))}
    </View>
  )
}

/** How much of an amount left to the cook to take, in steps of its item's unit. */
function LooseAmount({
  line,
  amount,
  onChoice,
}: {
  line: StockPlanLine
  amount: number | null
  onChoice: PlanLineProps['onChoice']
}) {
  const { t } = useTranslation()
  const locale = useSettingsStore((state) => state.locale)
  const from = line.from
  if (!from) return null
  const step = looseStep(from.unit)
  const steps = Math.max(1, Math.round((amount ?? step) / step))
  const most = Math.max(1, Math.floor(from.amount / step + 1e-9))
  return (
    <View className='plan-line__amount'>
      <Text className='plan-line__amount-label'>{t('settle.looseAmount')}</Text>
      <Stepper
        value={Math.min(steps, most)}
        min={1}
        max={most}
        onChange={(value) => onChoice(line.key, Number((value * step).toFixed(3)))}
        display={amountText(Math.min(steps, most) * step, null, from.unit, locale)}
        decreaseLabel={t('settle.less')}
        increaseLabel={t('settle.more')}
      />
    </View>
  )
}
