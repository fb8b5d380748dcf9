import TaroInput from '@tarojs/components-react/dist/components/input/index.js'
import { forwardRef, type CSSProperties } from 'react'

interface InputProps {
  className?: string
  style?: CSSProperties
  /** The mini-programs' placeholder style; on H5 the screens style `.their-class input::placeholder`. */
  placeholderClass?: string
  [prop: string]: unknown
}

/**
 * H5 only (aliased from `@tarojs/components` in config/index.ts): Taro's own HTML Input (an
 * `input.weui-input`; `onInput` and `onConfirm` carry Taro's `detail`), inside a box that takes
 * the class, as Taro's Stencil element did: the screens style `.their-class input`.
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  // placeholderClass is the mini-programs' (an `input` has no such attribute): not passed on.
  { className, style, placeholderClass: _mini, ...props },
  ref,
) {
  return (
    <div
      className={`taro-input${className ? ` ${className}` : ''}`}
      style={style as CSSProperties | undefined}
    >
      <TaroInput {...props} ref={ref} />
    </div>
  )
})
