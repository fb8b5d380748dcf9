import type { ImageWidth } from '@shared/recipes'
import { apiBase } from './api-base'

/**
 * An image the API names by a path (an upload `/api/uploads/a.png`, a catalogue picture) as the
 * platform can load it: H5 is served by the API server, so the path works as it is; a
 * mini-program needs the server's origin in front.
 */
export function assetUrl(url: string): string {
  if (!url || /^(https?:|data:|blob:)/.test(url) || !url.startsWith('/')) return url
  const origin = /^(https?:\/\/[^/]+)/.exec(apiBase())?.[1]
  return origin ? `${origin}${url}` : url
}

/**
 * A catalogue picture at the width a screen shows it: the server makes WebP thumbnails of our
 * own copy at these widths only. A URL from elsewhere (none today) is left as it is.
 */
export function catalogueImageUrl(url: string, width: ImageWidth): string {
  if (!url.startsWith('/api/recipes/')) return url
  return `${assetUrl(url)}?w=${width}`
}
