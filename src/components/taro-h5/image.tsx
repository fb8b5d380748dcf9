import type { CSSProperties } from 'react'

interface ImageProps {
  src: string
  /** Taro's modes this app uses draw through base.css (`taro-img__mode-…`). */
  mode?: 'scaleToFill' | 'aspectFit' | 'aspectFill' | 'widthFix'
  /** Loads when near the screen (the browser's own lazy loading). */
  lazyLoad?: boolean
  className?: string
  style?: CSSProperties
  onLoad?: (event: { detail: { width: number; height: number } }) => void
  onError?: () => void
}

/**
 * H5 only (aliased from `@tarojs/components` in config/index.ts): Taro's Image as Taro draws it
 * on H5 (an `img` in a `.taro-img` box that takes the class), without Stencil; `onLoad` gets
 * the picture's size in `detail` as from Taro's. Pictures here are decoration or carry their
 * meaning in the text beside them, so the `img` has an empty alt.
 */
export function Image({
  src,
  mode = 'scaleToFill',
  lazyLoad,
  className,
  style,
  onLoad,
  onError,
}: ImageProps) {
  const box = `taro-img${mode === 'widthFix' ? ' taro-img__widthfix' : ''}`
  return (
    <div className={className ? `${box} ${className}` : box} style={style}>
      <img
        className={`taro-img__mode-${mode.toLowerCase()}`}
        src={src}
        alt=''
        loading={lazyLoad ? 'lazy' : undefined}
        onLoad={(event) => {
          const img = event.currentTarget
          onLoad?.({ detail: { width: img.naturalWidth, height: img.naturalHeight } })
        }}
        onError={() => onError?.()}
      />
    </div>
  )
}
