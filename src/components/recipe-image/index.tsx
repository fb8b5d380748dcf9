import { Image, View } from '@tarojs/components'
import { useState } from 'react'
import type { CategoryKey } from '@shared/recipes'
import { categoryArt, categoryTint } from './art'
import './index.scss'

export { categoryArt, categoryTint } from './art'

interface RecipeImageProps {
  src: string | null
  category: CategoryKey
  className?: string
  /** `art` draws the category's placeholder; `none` shows nothing when there is no picture. */
  fallback?: 'art' | 'none'
}

type LoadState = 'loading' | 'loaded' | 'failed'

/**
 * A dish picture that never shows a broken image: the category's drawing sits underneath until
 * the photo has loaded, and stays when there is no photo or it fails.
 */
export default function RecipeImage({
  src,
  category,
  className,
  fallback = 'art',
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
          src={src}
          mode='aspectFill'
          lazyLoad
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </View>
  )
}
