/** The mini-programs' own page stack needs nothing (see page-stack.h5.ts). */
export function mendQuickBack(): void {}
