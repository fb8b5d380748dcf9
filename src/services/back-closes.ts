/**
 * Mini-programs: the back gesture leaves the page, sheets included; a screen with a draft asks
 * before that instead (see the stock form). H5's browser back closes a sheet (back-closes.h5.ts).
 */
export function closeOnBack(_close: () => void): () => void {
  return () => undefined
}
