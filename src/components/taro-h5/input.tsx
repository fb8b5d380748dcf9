import TaroInput from '@tarojs/components-react/dist/components/input/index.js'
import { forwardRef, type CSSProperties } from 'react'

interface InputProps {
  className?: string
  style?: CSSProperties
  [prop: string]: unknown
}

/**
 * H5 only (aliased from `@tarojs/components` in config/index.ts): Taro's own HTML Input (an
 * `input.weui-input`; `onInput` and `onConfirm` carry Taro's `detail`), inside a box that takes
 * the class, as Taro's Stencil element did: the screens style `.their-class input`.
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { className, style, ...props },
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
