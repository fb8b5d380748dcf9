import type { CategoryKey } from '@shared/recipes'

/**
 * A drawing per category, used where a dish has no photo or its photo fails to load, and as the
 * category icons. Plain ASCII SVG turned into a data URI, which every platform's Image shows.
 */
interface Art {
  /** Background of the placeholder. */
  tint: string
  /** Main colour of the drawing. */
  ink: string
  draw: (ink: string) => string
}

const ART: Record<CategoryKey, Art> = {
  meat: {
    tint: '#FDE4D4',
    ink: '#E3703A',
    draw: (c) =>
      `<g transform="rotate(-35 32 32)"><ellipse cx="32" cy="24" rx="14" ry="16" fill="${c}"/>` +
      `<ellipse cx="27" cy="19" rx="4" ry="6" fill="#fff" opacity=".35"/>` +
      `<rect x="29" y="37" width="6" height="15" rx="3" fill="#fff" stroke="${c}" stroke-width="1.5"/>` +
      `<circle cx="28" cy="53" r="4" fill="#fff" stroke="${c}" stroke-width="1.5"/>` +
      `<circle cx="36" cy="53" r="4" fill="#fff" stroke="${c}" stroke-width="1.5"/></g>`,
  },
  vegetable: {
    tint: '#E3F2DA',
    ink: '#4F9A3A',
    draw: (c) =>
      `<path d="M12 52C12 27 29 12 53 11C53 35 38 52 12 52Z" fill="${c}"/>` +
      `<path d="M12 52L41 23M25 39V29M31 33H40" stroke="#fff" stroke-width="2.5" stroke-linecap="round" fill="none"/>`,
  },
  aquatic: {
    tint: '#DCEEF8',
    ink: '#3A88BF',
    draw: (c) =>
      `<ellipse cx="28" cy="32" rx="19" ry="12" fill="${c}"/><path d="M44 32L59 21V43Z" fill="${c}"/>` +
      `<circle cx="17" cy="29" r="2.6" fill="#fff"/>` +
      `<path d="M30 23Q35 32 30 41" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  },
  breakfast: {
    tint: '#FFF1D2',
    ink: '#F2A900',
    draw: (c) =>
      `<path d="M12 34C9 20 24 11 34 16C46 10 59 22 52 34C58 47 44 55 34 50C22 57 7 46 12 34Z" fill="#fff" stroke="#F3D9A4" stroke-width="1.5"/>` +
      `<circle cx="33" cy="33" r="9.5" fill="${c}"/><circle cx="30" cy="30" r="2.6" fill="#fff" opacity=".65"/>`,
  },
  staple: {
    tint: '#F5E9DA',
    ink: '#C0803F',
    draw: (c) =>
      `<path d="M20 8L31 29M29 7L35 28" stroke="#7A4E24" stroke-width="2.5" stroke-linecap="round"/>` +
      `<path d="M13 32Q32 17 51 32Z" fill="#fff" stroke="#E8D6BF" stroke-width="1.5"/>` +
      `<path d="M9 32H55C55 45 45 53 32 53C19 53 9 45 9 32Z" fill="${c}"/>` +
      `<rect x="24" y="52" width="16" height="5" rx="2.5" fill="${c}"/>`,
  },
  soup: {
    tint: '#FCE6D6',
    ink: '#D25F36',
    draw: (c) =>
      `<path d="M24 7q-4 5 0 10q4 5 0 10M32 5q-4 5 0 10q4 5 0 10M40 7q-4 5 0 10q4 5 0 10" stroke="${c}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity=".55"/>` +
      `<rect x="6" y="30" width="52" height="5" rx="2.5" fill="${c}"/>` +
      `<path d="M10 33H54C54 46 44 55 32 55C20 55 10 46 10 33Z" fill="${c}"/>`,
  },
  dessert: {
    tint: '#FBE0EA',
    ink: '#E0668C',
    draw: (c) =>
      `<rect x="12" y="28" width="40" height="25" rx="4" fill="${c}"/>` +
      `<path d="M12 36q5 5 10 0q5 5 10 0q5 5 10 0q5 5 10 0" stroke="#fff" stroke-width="3" fill="none"/>` +
      `<rect x="12" y="44" width="40" height="3" fill="#fff" opacity=".5"/>` +
      `<circle cx="32" cy="21" r="6" fill="#C9304F"/>` +
      `<path d="M32 15q2-6 7-7" stroke="#4F9A3A" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  },
  drink: {
    tint: '#DFF1EE',
    ink: '#35A093',
    draw: (c) =>
      `<path d="M39 5L34 23" stroke="${c}" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="M16 20H48L44 57H20Z" fill="${c}"/>` +
      `<path d="M18 30H46" stroke="#fff" stroke-width="2" opacity=".7"/>` +
      `<circle cx="28" cy="41" r="2.6" fill="#fff" opacity=".75"/><circle cx="36" cy="47" r="2" fill="#fff" opacity=".75"/>`,
  },
  condiment: {
    tint: '#F1E5D8',
    ink: '#94653A',
    draw: (c) =>
      `<rect x="27" y="5" width="10" height="8" rx="2" fill="${c}"/>` +
      `<path d="M27 13H37V20C44 24 46 28 46 34V54C46 56 44 58 42 58H22C20 58 18 56 18 54V34C18 28 20 24 27 20Z" fill="${c}"/>` +
      `<rect x="22" y="36" width="20" height="12" rx="2" fill="#fff"/>`,
  },
  'semi-finished': {
    tint: '#ECE6F6',
    ink: '#7C62B5',
    draw: (c) =>
      `<path d="M8 42C8 19 56 19 56 42Q32 53 8 42Z" fill="${c}"/>` +
      `<path d="M20 30l2-6M28 27l1-7M36 27l-1-7M44 30l-2-6" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>`,
  },
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Base64 of an ASCII string (mini-programs have no btoa). */
export function base64Ascii(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i += 3) {
    const a = text.charCodeAt(i)
    const b = i + 1 < text.length ? text.charCodeAt(i + 1) : NaN
    const c = i + 2 < text.length ? text.charCodeAt(i + 2) : NaN
    const n = (a << 16) | ((b || 0) << 8) | (c || 0)
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63]
    out += Number.isNaN(b) ? '=' : B64[(n >> 6) & 63]
    out += Number.isNaN(c) ? '=' : B64[n & 63]
  }
  return out
}

const cache = new Map<CategoryKey, string>()

/** The category's drawing as an image URI (transparent background). */
export function categoryArt(key: CategoryKey): string {
  let uri = cache.get(key)
  if (!uri) {
    const art = ART[key] ?? ART.staple
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${art.draw(art.ink)}</svg>`
    uri = `data:image/svg+xml;base64,${base64Ascii(svg)}`
    cache.set(key, uri)
  }
  return uri
}

/** The placeholder's background colour for a category. */
export function categoryTint(key: CategoryKey): string {
  return (ART[key] ?? ART.staple).tint
}
