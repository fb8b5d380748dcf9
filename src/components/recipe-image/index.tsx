import { Image, View } from '@tarojs/components'
import { useState } from 'react'
import type { CategoryKey, ImageWidth } from '@shared/recipes'
import { catalogueImageUrl } from '@/services/asset-url'
import { categoryArt, categoryTint } from './art'
import './index.scss'

export { categoryArt, categoryTint } from './art'

interface RecipeImageProps {
  src: string | null
  category: CategoryKey
  className?: string
  /** `art` draws the category's placeholder; `none` shows nothing when there is no picture. */
  fallback?: 'art' | 'none'
  /** The thumbnail width to load: 360 for cards and rows, 750 for full-width pictures. */
  width?: ImageWidth
}

type LoadState = 'loading' | 'loaded' | 'failed'

/**
 * A dish picture that never shows a broken image: the category's drawing sits underneath until
 * the photo has loaded, and stays when there is no photo or it fails (the server answers 404
 * for a cover its source would not give). The box's size comes from the caller's class and the
 * photo is laid over it, so nothing moves when it arrives; it loads once near the screen.
 */
export default function RecipeImage({
  src,
  category,
  className,
  fallback = 'art',
  width = 360,
}: RecipeImageProps) {
  // What happened to which picture: a new `src` starts out loading, with no effect to reset it.
  const [seen, setSeen] = useState<{ src: string | null; state: LoadState } | null>(null)
  const state: LoadState = seen?.src === src ? seen.state : src ? 'loading' : 'failed'
  const setState = (next: LoadState) => setSeen({ src, state: next })

  if (fallback === 'none' && state === 'failed') return null
  return (
    <View
      className={`recipe-image ${className ?? ''}`}
      data-state={state}
      style={fallback === 'art' ? { background: categoryTint(category) } : undefined}
    >
      {fallback === 'art' && state !== 'loaded' && (
        <View className='recipe-image__placeholder'>
          <Image className='recipe-image__art' src={categoryArt(category)} mode='aspectFit' />
        </View>
      )}
      {src && state !== 'failed' && (
        <Image
          className={`recipe-image__photo${state === 'loaded' ? ' recipe-image__photo--loaded' : ''}`}
          src={catalogueImageUrl(src, width)}
          mode='aspectFill'
          lazyLoad
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </View>
  )
}
