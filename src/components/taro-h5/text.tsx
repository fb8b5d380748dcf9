import { forwardRef, type HTMLAttributes } from 'react'

interface TextProps extends HTMLAttributes<HTMLSpanElement> {
  /** Taro's: the text can be selected (copied), as an invite code must be. */
  userSelect?: boolean
  selectable?: boolean
}

/**
 * H5 only (aliased from `@tarojs/components` in config/index.ts): a Text is a plain span, as in
 * Taro's own HTML components, instead of a Stencil custom element.
 */
export const Text = forwardRef<HTMLSpanElement, TextProps>(function Text(
  { userSelect, selectable, style, ...props },
  ref,
) {
  const select = userSelect || selectable
  return <span ref={ref} style={select ? { userSelect: 'text', ...style } : style} {...props} />
})
