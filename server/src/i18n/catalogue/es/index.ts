import type { Glossary } from '../types'
import { categories } from './categories'
import { meatFish } from './ingredients/meat-fish'
import { other } from './ingredients/other'
import { produce } from './ingredients/produce'
import { seasonings } from './ingredients/seasonings'
import { staples } from './ingredients/staples'
import { titles } from './titles'

export const glossary: Glossary = {
  titles,
  categories,
  ingredients: { produce, 'meat-fish': meatFish, staples, seasonings, other },
}
