/**
 * A food's name in one language, as the glossary keeps it (server/src/i18n/catalogue) and as an
 * answer may carry it to the app, so that amounts scaled on the phone still read naturally.
 */
export interface Noun {
  /** The name in the singular, lower case unless a proper name: "egg", "ajo", "huile d'olive". */
  one: string
  /** The plural, for a food counted by the piece ("eggs"); absent for one that is not (salt). */
  other?: string
  /** es, fr: the grammatical gender ("unas cebollas", "de la farine"). */
  gender?: 'm' | 'f'
  /** A food not counted, counted with a Chinese classifier (个, 根) in these ("sprig", "sprigs"). */
  piece?: readonly [string, string]
  /** This food's own word for a unit: 片 of bread is a "rebanada", not a "rodaja". */
  units?: Readonly<Record<string, readonly [string, string]>>
  /** Units that only count this food: 1 片 香叶 is "1 bay leaf", not "1 slice of bay leaf". */
  self?: readonly string[]
  /** A whole food that reads as a mass when weighed: "500 g duck", "450 g steak". */
  mass?: boolean
  /** Named in the plural though not counted: "a few noodles", "unos fideos", "quelques pois". */
  plural?: boolean
  /** fr: false for a word that starts with an h aspiré ("de haricots", not "d'haricots"). */
  elide?: boolean
}

/** True when the food is counted by the piece. */
export function isCounted(noun: Noun): boolean {
  return noun.other !== undefined
}

/** French elision before a vowel or a mute h: "d'ail", "d'huile", but "de haricots". */
export function elides(noun: Noun, text: string): boolean {
  if (noun.elide === false) return false
  const first = text.normalize('NFD').charAt(0).toLowerCase()
  return /[aeiouhœæ]/.test(first)
}

/** "œufs" → "Œufs": a list row starts with a capital. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
