import { ScrollView, Text, View } from '@tarojs/components'
import './index.scss'

export interface Chip<V> {
  value: V
  label: string
}

interface ChipGroupProps<V> {
  chips: Chip<V>[]
  value: V
  onChange: (value: V) => void
  /** One scrolling row (filters) or wrapped lines. */
  scroll?: boolean
  /** Tighter chips, for narrow places. */
  compact?: boolean
}

/** A single choice among a few options, drawn as rounded chips. */
export default function ChipGroup<V extends string | number | null>({
  chips,
  value,
  onChange,
  scroll = true,
  compact = false,
}: ChipGroupProps<V>) {
  const items = chips.map((chip) => {
    const on = chip.value === value
    return (
      <View
        key={String(chip.value)}
        className={`chip${compact ? ' chip--compact' : ''}${on ? ' chip--on' : ''}`}
        role='button'
        aria-pressed={on}
        onClick={() => !on && onChange(chip.value)}
      >
        <Text className='chip__pill'>{chip.label}</Text>
      </View>
    )
  })
  if (!scroll) return <View className='chip-group chip-group--wrap'>{items}</View>
  return (
    <ScrollView className='chip-group chip-group--scroll' scrollX enhanced showScrollbar={false}>
      <View className='chip-group__row'>{items}</View>
    </ScrollView>
  )
}
