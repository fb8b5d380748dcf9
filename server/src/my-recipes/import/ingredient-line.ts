import { OWN_RECIPE_LIMITS as L, type DraftIngredient } from '../../../../types/my-recipes'
import { parseIngredientLine } from '../../catalogue/parse-ingredient'

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 }
const UNITS =
  'cups?|tbsps?|tablespoons?|tsps?|teaspoons?|g|grams?|kg|kilograms?|ml|millilit(?:er|re)s?|l|lit(?:er|re)s?|oz|ounces?|lbs?|pounds?|cloves?|pinch(?:es)?|cans?|pieces?|slices?|sticks?'
// "2 cups flour", "1 1/2 tsp salt", "½ cup milk, warm": the English order, amount first.
const ENGLISH = new RegExp(
  `^(\\d+\\s+\\d+/\\d+|\\d+/\\d+|\\d+(?:\\.\\d+)?|[½¼¾⅓⅔])\\s*(${UNITS})?\\.?\\s+(?:of\\s+)?([^,(]+?)\\s*(?:[,(]\\s*(.+?)\\)?)?$`,
  'i',
)
const TO_TASTE = /^(.+?)[,\s]+(to taste|as needed|optional|for serving|for garnish)$/i

function numberOf(text: string): number {
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text)
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3])
  const fraction = /^(\d+)\/(\d+)$/.exec(text)
  if (fraction) return Number(fraction[1]) / Number(fraction[2])
  return FRACTIONS[text] ?? Number(text)
}

const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('')
const round = (n: number) => Math.round(n * 1000) / 1000

/**
 * A line in the English order ("2 cups flour, sifted", "salt to taste"), or null when it does
 * not read so. Pages and pasted text go through it first (draftIngredient); so does a line the
 * cook types without Chinese into the editor's name field (my-recipes/prepare-own.ts).
 */
export function englishIngredient(line: string): DraftIngredient | null {
  const text = line.replace(/\s+/g, ' ').trim()
  // "½ cup (120 ml) water": the bracket is a note.
  const bracket = /\s*\(([^)]*)\)\s*/.exec(text)
  const bare = bracket ? text.replace(bracket[0], ' ').trim() : text
  const english = ENGLISH.exec(bare)
  if (english) {
    const note = [english[4], bracket?.[1]].filter(Boolean).join('; ')
    return {
      name: cut(english[3] as string, L.ingredientName),
      quantity: round(numberOf(english[1] as string)),
      unit: english[2] ? cut(english[2].toLowerCase(), L.unit) : null,
      note: note ? cut(note, L.ingredientNote) : null,
    }
  }
  const loose = TO_TASTE.exec(text)
  if (loose) {
    return { name: cut(loose[1] as string, L.ingredientName), note: loose[2] as string }
  }
  return null
}

/** The catalogue's parser's reading of a line, or null when it found no name. */
function chineseIngredient(text: string): DraftIngredient | null {
  const [parsed] = parseIngredientLine(text)
  if (!parsed?.parsed || !parsed.name) return null
  return {
    name: cut(parsed.name, L.ingredientName),
    quantity: parsed.quantity,
    unit: parsed.unit,
    note: parsed.note === null ? null : cut(parsed.note, L.ingredientNote),
  }
}

/**
 * One ingredient line of a page or of pasted text as a draft ingredient. A line with Chinese in
 * it goes to the catalogue's parser first ("3 个 鸡蛋", "200g 五花肉"), unless that finds no unit
 * where the English order does ("2 cups 面粉"); any other line to the English order first ("2
 * cups flour, sifted"). A line neither reads stays whole as the name, for the cook to split.
 */
export function draftIngredient(line: string): DraftIngredient {
  const text = line.replace(/\s+/g, ' ').trim()
  const chinese = /[\u4e00-\u9fff]/.test(text) ? chineseIngredient(text) : null
  if (chinese?.unit) return chinese
  return (
    englishIngredient(text) ??
    chinese ??
    chineseIngredient(text) ?? { name: cut(text, L.ingredientName), note: null }
  )
}
