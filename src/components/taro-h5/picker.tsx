import { useRef, type ReactNode } from 'react'

interface PickerProps {
  /** The modes this app uses; each opens the phone's own chooser. */
  mode: 'date' | 'time'
  value?: string
  /** Earliest and latest choosable (`YYYY-MM-DD` or `HH:mm`). */
  start?: string
  end?: string
  disabled?: boolean
  className?: string
  children?: ReactNode
  onChange?: (event: { detail: { value: string } }) => void
}

/**
 * H5 only (aliased from `@tarojs/components` in config/index.ts): Taro's date and time Picker as
 * the browser's own date or time input, opened when its content is tapped. The phone shows its
 * native chooser, in the phone's language, instead of Taro's Stencil wheel (whose runtime came
 * with the page). `onChange` gets `detail.value` as from Taro's (`YYYY-MM-DD`, `HH:mm`).
 */
export function Picker({
  mode,
  value,
  start,
  end,
  disabled,
  className,
  children,
  onChange,
}: PickerProps) {
  const input = useRef<HTMLInputElement>(null)
  const open = () => {
    const el = input.current
    if (!el || disabled) return
    try {
      el.showPicker()
    } catch {
      // Browsers before showPicker (Safari 15) open the chooser when the input takes focus.
      el.focus()
    }
  }
  return (
    <div className={`taro-picker${className ? ` ${className}` : ''}`} onClick={open}>
      {children}
      <input
        ref={input}
        className='taro-picker__input'
        type={mode}
        value={value ?? ''}
        min={start}
        max={end}
        disabled={disabled}
        tabIndex={-1}
        aria-hidden='true'
        onChange={(event) => {
          if (event.target.value) onChange?.({ detail: { value: event.target.value } })
        }}
      />
    </div>
  )
}
