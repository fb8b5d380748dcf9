import { Input, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { keyboardProps, type Keyboard } from './keyboard'
import './index.scss'

interface FormFieldProps {
  /** Names the field for styles and tests: `form-field--{name}`. */
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  password?: boolean
  /** The keyboard it opens: `number` and `digit` (decimals) a keypad, `email` one with @. */
  type?: Keyboard
  maxlength?: number
  /** A translated message shown under the field (client-side validation). */
  error?: string
  /** Something at the end of the input row, e.g. a "send code" button. */
  suffix?: ReactNode
  onConfirm?: () => void
}

/** A labelled input with its inline error; used by every account form. */
export default function FormField({
  name,
  label,
  value,
  onChange,
  placeholder,
  password,
  type = 'text',
  maxlength = 140,
  error,
  suffix,
  onConfirm,
}: FormFieldProps) {
  return (
    <View className={`form-field form-field--${name}${error ? ' form-field--invalid' : ''}`}>
      <Text className='form-field__label'>{label}</Text>
      <View className='form-field__row'>
        <Input
          className='form-field__input'
          name={name}
          value={value}
          password={password}
          {...keyboardProps(type)}
          maxlength={maxlength}
          placeholder={placeholder}
          placeholderClass='form-field__placeholder'
          onInput={(event) => onChange(event.detail.value)}
          onConfirm={onConfirm}
        />
        {suffix}
      </View>
      {error && (
        <View className='form-field__error' role='alert'>
          {error}
        </View>
      )}
    </View>
  )
}
