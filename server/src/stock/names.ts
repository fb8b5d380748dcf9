import { remembered } from '../lib/remembered'

/**
 * How stock item names and recipe ingredient names are compared: the same text once widths,
 * case and spaces are evened out ("Ｍｉｌｋ" = "milk", "小 葱" = "小葱"). A recipe line also answers
 * to its alias (生粉 → 淀粉). Synonyms beyond the catalogue's own aliases (番茄 / 西红柿) plug in
 * here, so every caller of matching gets them at once. Remembered: plans match the same few
 * hundred names all day.
 */
export const nameKey = remembered(
  (name: string): string => name.normalize('NFKC').toLowerCase().replace(/\s+/g, ''),
  20_000,
)

/** Every key a recipe ingredient line answers to: its name and its alias. */
export function lineKeys(name: string, alias: string | null | undefined): string[] {
  const keys = [nameKey(name)]
  if (alias) {
    const key = nameKey(alias)
    if (key !== '' && key !== keys[0]) keys.push(key)
  }
  return keys
}
