import type { CategoryKey } from '@shared/recipes'
import aquatic from './art/aquatic.svg'
import breakfast from './art/breakfast.svg'
import condiment from './art/condiment.svg'
import dessert from './art/dessert.svg'
import drink from './art/drink.svg'
import meat from './art/meat.svg'
import semiFinished from './art/semi-finished.svg'
import soup from './art/soup.svg'
import staple from './art/staple.svg'
import vegetable from './art/vegetable.svg'

/**
 * A drawing per category, used where a dish has no photo or its photo fails to load, and as the
 * category icons. The drawings are SVG files: the mini-program builds inline them as data URIs
 * (under Taro's 2 KB image limit), the H5 build serves them as files with a content hash
 * (config/index.ts), so they stay out of every page's script and are cached across pages.
 */
const ART: Record<CategoryKey, { src: string; tint: string }> = {
  meat: { src: meat, tint: '#FDE4D4' },
  vegetable: { src: vegetable, tint: '#E3F2DA' },
  aquatic: { src: aquatic, tint: '#DCEEF8' },
  breakfast: { src: breakfast, tint: '#FFF1D2' },
  staple: { src: staple, tint: '#F5E9DA' },
  soup: { src: soup, tint: '#FCE6D6' },
  dessert: { src: dessert, tint: '#FBE0EA' },
  drink: { src: drink, tint: '#DFF1EE' },
  condiment: { src: condiment, tint: '#F1E5D8' },
  'semi-finished': { src: semiFinished, tint: '#ECE6F6' },
}

/** The category's drawing as an image address (transparent background). */
export function categoryArt(key: CategoryKey): string {
  return (ART[key] ?? ART.staple).src
}

/** The placeholder's background colour for a category. */
export function categoryTint(key: CategoryKey): string {
  return (ART[key] ?? ART.staple).tint
}
