/**
 * Mini-programs: the page's native reach-bottom loads the next page (useReachBottomLoad); their
 * reach-bottom fires each time the page reaches its end, so the foot needs no observer here.
 * H5 has one (use-keep-loading.h5.ts).
 */
export function useKeepLoading(_load: (() => void) | undefined): { ref?: undefined } {
  return {}
}
