import { forwardRef, type ButtonHTMLAttributes } from 'react'

/** Taro's Button props this app may pass that are not the DOM's. */
interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  size?: 'default' | 'mini'
  type?: 'primary' | 'default' | 'warn'
  plain?: boolean
  loading?: boolean
  formType?: string
  openType?: string
}

/**
 * H5 only (aliased from `@tarojs/components` in config/index.ts): Taro's Button as a real
 * `button` element (focusable, announced as a button, `type=button` so it never submits),
 * with Taro's class, instead of Taro's Stencil element; Taro's own HTML Button is a div. The
 * screens give it their look; base.css has Taro's default one.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { size, type, plain, loading, formType: _formType, openType: _openType, className, ...props },
  ref,
) {
  const classes = ['taro-button-core']
  if (type) classes.push(`taro-btn-${type}`)
  if (size === 'mini') classes.push('taro-btn-mini')
  if (plain) classes.push('taro-btn-plain')
  if (className) classes.push(className)
  return (
    <button
      ref={ref}
      type='button'
      className={classes.join(' ')}
      aria-busy={loading || undefined}
      {...props}
    />
  )
})
