import type { TodayEatDish } from '@shared/recipes'

/**
 * The menu with dish `index` swapped for one of `candidates` (a menu drawn with another seed):
 * a dish not already on the menu, of the same role (or of any role unless `sameRole`). Null when
 * no candidate fits.
 */
export function replaceDish(
  menu: TodayEatDish[],
  index: number,
  candidates: TodayEatDish[],
  sameRole = false,
): TodayEatDish[] | null {
  const target = menu[index]
  if (!target) return null
  const onMenu = new Set(menu.map((dish) => dish.id))
  const fresh = candidates.filter((dish) => !onMenu.has(dish.id))
  const pick = fresh.find((dish) => dish.role === target.role) ?? (sameRole ? undefined : fresh[0])
  if (!pick) return null
  return menu.map((dish, i) => (i === index ? pick : dish))
}

/** A new seed for the server's shuffle. */
export function newSeed(): number {
  return 1 + Math.floor(Math.random() * 2147483646)
}
