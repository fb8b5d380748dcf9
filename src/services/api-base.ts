/**
 * Where the API lives. H5 is served by the API server itself, so `/api` is enough; mini-programs
 * need an absolute base, given at build time as TARO_APP_API_BASE (config/index.ts passes it on).
 */
export function apiBase(): string {
  const configured = process.env.TARO_APP_API_BASE
  if (configured) return configured.replace(/\/+$/, '')
  return process.env.TARO_ENV === 'h5' ? '/api' : 'http://127.0.0.1:3000/api'
}
