import type { DishText } from '../types'
import { part01 } from './texts/part-01'
import { part02 } from './texts/part-02'
import { part03 } from './texts/part-03'
import { part04 } from './texts/part-04'
import { part05 } from './texts/part-05'

/** The dishes whose description and steps are translated into English so far. */
export const englishTexts: Readonly<Record<string, DishText>> = {
  ...part01,
  ...part02,
  ...part03,
  ...part04,
  ...part05,
}
