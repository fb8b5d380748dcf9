import { forwardRef, useEffect, useState, type CSSProperties } from 'react'

interface SwitchProps {
  checked?: boolean
  disabled?: boolean
  /** The track's colour when on. */
  color?: string
  className?: string
  id?: string
  onChange?: (event: { detail: { value: boolean } }) => void
}

/**
 * H5 only (aliased from `@tarojs/components` in config/index.ts): Taro's Switch as a button with
 * the switch role, instead of Taro's Stencil element (whose runtime then came with the page). It
 * flips on a tap and tells `onChange` as Taro's does (`detail.value`), follows `checked` when
 * the screen changes it, and is 44 px high to touch, the track drawn inside.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { checked = false, disabled, color, className, id, onChange },
  ref,
) {
  const [on, setOn] = useState(checked)
  useEffect(() => setOn(checked), [checked])
  const style = color ? ({ '--switch-on': color } as CSSProperties) : undefined
  return (
    <button
      ref={ref}
      id={id}
      type='button'
      role='switch'
      aria-checked={on}
      disabled={disabled}
      className={`taro-switch${on ? ' taro-switch--on' : ''}${className ? ` ${className}` : ''}`}
      style={style}
      onClick={() => {
        const next = !on
        setOn(next)
        onChange?.({ detail: { value: next } })
      }}
    />
  )
})
