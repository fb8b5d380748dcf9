import { Text, View } from '@tarojs/components'

interface MenuItemProps {
  /** Names the row for styles and tests: `menu-item--{name}`. */
  name: string
  label: string
  /** A value on the right (the current language, the version …). */
  value?: string
  onClick: () => void
}

export default function MenuItem({ name, label, value, onClick }: MenuItemProps) {
  return (
    <View className={`menu-item menu-item--${name}`} role='button' onClick={onClick}>
      <Text className='menu-item__label'>{label}</Text>
      {value && <Text className='menu-item__value'>{value}</Text>}
      <View className='menu-item__chevron' />
    </View>
  )
}
