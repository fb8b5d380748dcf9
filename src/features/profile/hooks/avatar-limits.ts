/** The server refuses more (SPEC §4: ≤ 5 MB); a bigger photo is shrunk first (shrink-image). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

/** An avatar is shown at most 80 px wide: 1024 px a side is plenty on any screen. */
export const AVATAR_MAX_SIDE = 1024
