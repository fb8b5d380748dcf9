/** How long a dish takes, in minutes: hands-on (prep, cook) and waiting apart. */
export interface DishTimes {
  /** prep + cook, rounded up to 5 minutes. */
  totalMinutes: number
  /** null when the recipe gives no steps to tell them apart. */
  prepMinutes: number | null
  cookMinutes: number | null
  /** Marinating, chilling, soaking, proving, overnight: time nobody stands at the stove. */
  waitMinutes: number
}

/** A step that only waits: the dish sits somewhere while the cook does something else. */
const WAITING =
  /腌|冷藏|冷冻|冰箱|过夜|隔夜|一晚|晚上|浸泡|泡发|泡水|发酵|醒面|醒发|静置|放凉|晾|冷却|解冻|凝固/
/** A step at the heat: the cook's time at the stove or oven. */
const COOKING = /炒|煮|蒸|烤|炸|煎|炖|焖|烧|煲|火|锅|焯|烙|熬|微波|烘|卤|汆|煨|爆|涮/
/** Overnight without a figure: a night in the fridge. */
const OVERNIGHT = /过夜|隔夜|一晚|一个晚上/
const OVERNIGHT_MINUTES = 8 * 60

/** Minutes of handling for a step that names no duration (cutting, mixing, plating). */
const HANDLING_MINUTES = 2
/** Caps: no single step, and no dish, takes longer than a cook would believe. */
const MAX_STEP_MINUTES = 180
const MAX_ACTIVE_MINUTES = 360
const MAX_WAIT_MINUTES = 48 * 60

/** Fewer steps than this say too little to overrule the source's own figure. */
const FEW_STEPS = 4

const roundUp5 = (minutes: number) => Math.max(5, Math.ceil(minutes / 5) * 5)

/**
 * The dish's times from its step texts: each step's stated duration (ranges at their upper end,
 * "1 小时 30 分钟" as one), a waiting step counted apart, a step without a duration as two minutes
 * of handling; steps a source repeats word for word count once. `stated` is the source's own
 * figure (the introduction's "约需 90 分钟"): kept when it agrees with the steps within half,
 * or when there are fewer than four steps. Capped at 6 hours active, 48 hours waiting.
 */
export function dishTimes(
  steps: readonly { text: string; timerSeconds: number | null }[],
  stated: number | null,
  difficulty: number,
): DishTimes {
  const unique = [...new Map(steps.filter((s) => s.text !== '').map((s) => [s.text, s])).values()]
  if (unique.length === 0) {
    // Nothing to add up (a source without steps): the stated figure, else ten minutes a star of
    // difficulty, which sorts it among dishes like it rather than first among the quickest.
    const guess = roundUp5(stated ?? difficulty * 10)
    return { totalMinutes: guess, prepMinutes: null, cookMinutes: null, waitMinutes: 0 }
  }
  let prep = 0
  let cook = 0
  let wait = 0
  for (const { text: step, timerSeconds: seconds } of unique) {
    const minutes = seconds === null ? null : seconds / 60
    if (WAITING.test(step) && (minutes !== null || OVERNIGHT.test(step))) {
      wait += minutes ?? OVERNIGHT_MINUTES
      prep += HANDLING_MINUTES
    } else if (COOKING.test(step)) {
      cook += Math.min(MAX_STEP_MINUTES, minutes ?? HANDLING_MINUTES)
    } else {
      prep += Math.min(MAX_STEP_MINUTES, minutes ?? HANDLING_MINUTES)
    }
  }
  const active = Math.min(MAX_ACTIVE_MINUTES, prep + cook)
  // Also kept when the steps are too few to add up to anything (sources cut short).
  const agrees =
    stated !== null &&
    ((stated >= active / 2 && stated <= active * 1.5) || unique.length < FEW_STEPS)
  const total = roundUp5(agrees ? stated : active)
  // The split follows the steps; the figure shown is the total's.
  const prepMinutes = Math.round((total * prep) / (prep + cook))
  return {
    totalMinutes: total,
    prepMinutes,
    cookMinutes: total - prepMinutes,
    waitMinutes: Math.min(MAX_WAIT_MINUTES, Math.ceil(wait)),
  }
}
