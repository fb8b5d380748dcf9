import { Text, View } from '@tarojs/components'
import './index.scss'

interface StepperProps {
  value: number
  min: number
  max: number
  onChange: (value: number) => void
  /** What the number means, e.g. "3 人份"; the bare number otherwise. */
  display?: string
  /** Accessible names of the two buttons, already translated. */
  decreaseLabel: string
  increaseLabel: string
}

/** − value + within [min, max]; a button at its limit is dimmed and does nothing. */
export default function Stepper({
  value,
  min,
  max,
  onChange,
  display,
  decreaseLabel,
  increaseLabel,
}: StepperProps) {
  const canDecrease = value > min
  const canIncrease = value < max
  return (
    <View className='stepper'>
      <View
        className={`stepper__button stepper__button--minus${canDecrease ? '' : ' stepper__button--off'}`}
        role='button'
        aria-label={decreaseLabel}
        aria-disabled={!canDecrease}
        onClick={() => canDecrease && onChange(value - 1)}
      />
      <Text className='stepper__value'>{display ?? String(value)}</Text>
      <View
        className={`stepper__button stepper__button--plus${canIncrease ? '' : ' stepper__button--off'}`}
        role='button'
        aria-label={increaseLabel}
        aria-disabled={!canIncrease}
        onClick={() => canIncrease && onChange(value + 1)}
      />
    </View>
  )
}
