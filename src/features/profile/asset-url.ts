import { apiBase } from '@/services/api-base'

/**
 * An uploaded image's URL as the platform can load it: H5 is served by the API server, so a
 * path such as `/api/uploads/a.png` works as it is; a mini-program needs the server's origin.
 */
export function assetUrl(url: string): string {
  if (!url || /^(https?:|data:|blob:)/.test(url) || !url.startsWith('/')) return url
  const origin = /^(https?:\/\/[^/]+)/.exec(apiBase())?.[1]
  return origin ? `${origin}${url}` : url
}
