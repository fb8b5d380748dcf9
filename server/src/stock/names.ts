/** Names seen recently and their keys: plans match the same few hundred names all day. */
const keys = new Map<string, string>()
const KEPT_KEYS = 20_000

/**
 * How stock item names and recipe ingredient names are compared: the same text once widths,
 * case and spaces are evened out ("Ｍｉｌｋ" = "milk", "小 葱" = "小葱"). A recipe line also answers
 * to its alias (生粉 → 淀粉). Synonyms beyond the catalogue's own aliases (番茄 / 西红柿) plug in
 * here, so every caller of matching gets them at once.
 */
export function nameKey(name: string): string {
  let key = keys.get(name)
  if (key === undefined) {
    key = name.normalize('NFKC').toLowerCase().replace(/\s+/g, '')
    if (keys.size >= KEPT_KEYS) keys.clear()
    keys.set(name, key)
  }
  return key
}

/** Every key a recipe ingredient line answers to: its name and its alias. */
export function lineKeys(name: string, alias: string | null | undefined): string[] {
  const keys = [nameKey(name)]
  if (alias) {
    const key = nameKey(alias)
    if (key !== '' && key !== keys[0]) keys.push(key)
  }
  return keys
}
