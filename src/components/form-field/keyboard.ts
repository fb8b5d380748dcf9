import type { InputProps } from '@tarojs/components'

/** The keyboard a field opens: letters, whole numbers, decimals, or an email address. */
export type Keyboard = 'text' | 'number' | 'digit' | 'email'

type InputMode = 'numeric' | 'decimal' | 'email'

const H5_MODES: Partial<Record<Keyboard, InputMode>> = {
  number: 'numeric',
  digit: 'decimal',
  email: 'email',
}

/**
 * The Input props for a keyboard. The mini-programs pick it by Taro's `type` (they have no email
 * keyboard). On H5 the field stays a text input and `inputmode` picks the phone's keypad: Taro's
 * H5 Input turns `number` and `digit` into an <input type=number>, which throws away "1." while
 * it is being typed and draws a spinner.
 */
export function keyboardProps(keyboard: Keyboard): Pick<InputProps, 'type'> & {
  inputMode?: InputMode
} {
  if (process.env.TARO_ENV === 'h5') return { type: 'text', inputMode: H5_MODES[keyboard] }
  return { type: keyboard === 'email' ? 'text' : keyboard }
}
