import { forwardRef, useLayoutEffect, useRef, type CSSProperties } from 'react'
import { ownAndForwarded } from './own-ref'

interface TextareaProps {
  value?: string
  placeholder?: string
  /** Taro's default is 140 characters; below 0, no limit. */
  maxlength?: number
  /** Grows with its text instead of scrolling. */
  autoHeight?: boolean
  disabled?: boolean
  focus?: boolean
  autoFocus?: boolean
  className?: string
  style?: CSSProperties
  onInput?: (event: { detail: { value: string } }) => void
  onFocus?: () => void
  onBlur?: () => void
}

/**
 * H5 only (aliased from `@tarojs/components` in config/index.ts): Taro's Textarea as Taro draws
 * it on H5 (the component's box, a `textarea.taro-textarea` inside, which the screens style),
 * without Taro's Stencil runtime. Typing reports `detail.value` as Taro's does.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    value,
    placeholder,
    maxlength = 140,
    autoHeight,
    disabled,
    focus,
    autoFocus,
    className,
    style,
    onInput,
    onFocus,
    onBlur,
  },
  ref,
) {
  const own = useRef<HTMLTextAreaElement | null>(null)
  useLayoutEffect(() => {
    const el = own.current
    if (!autoHeight || !el) return
    el.style.height = 'auto'
    el.style.height = `${el.scrollHeight}px`
  }, [autoHeight, value])
  return (
    <div className={`taro-textarea-box${className ? ` ${className}` : ''}`} style={style}>
      <textarea
        ref={ownAndForwarded(own, ref)}
        className='taro-textarea'
        value={value}
        placeholder={placeholder}
        maxLength={maxlength < 0 ? undefined : maxlength}
        rows={autoHeight ? 1 : undefined}
        disabled={disabled}
        autoFocus={autoFocus || focus}
        onChange={(event) => onInput?.({ detail: { value: event.target.value } })}
        onFocus={onFocus}
        onBlur={onBlur}
      />
    </div>
  )
})
