import type { DishText } from '../types'
import { part01 } from './texts/part-01'
import { part02 } from './texts/part-02'
import { part03 } from './texts/part-03'
import { part04 } from './texts/part-04'
import { part05 } from './texts/part-05'
import { part06 } from './texts/part-06'
import { part07 } from './texts/part-07'
import { part08 } from './texts/part-08'
import { part09 } from './texts/part-09'
import { part10 } from './texts/part-10'
import { part11 } from './texts/part-11'
import { part12 } from './texts/part-12'
import { part13 } from './texts/part-13'
import { part14 } from './texts/part-14'

/** The dishes whose description and steps are translated into English so far. */
export const englishTexts: Readonly<Record<string, DishText>> = {
  ...part01,
  ...part02,
  ...part03,
  ...part04,
  ...part05,
  ...part06,
  ...part07,
  ...part08,
  ...part09,
  ...part10,
  ...part11,
  ...part12,
  ...part13,
  ...part14,
}
