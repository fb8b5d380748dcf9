/** The server refuses more (SPEC §4: ≤ 5 MB); a bigger photo is shrunk first (shrink-image). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024

/** An avatar is shown at most 80 px wide: 1024 px a side is plenty on any screen. */
export const AVATAR_MAX_SIDE = 1024

/** A dish's cover or step photo fills a phone's width on the dish page (750 px at 2x). */
export const DISH_PHOTO_MAX_SIDE = 1600
