/**
 * H5: the browser's back closes the open sheet and keeps its draft (components/popup,
 * services/back-closes.h5.ts), so nothing needs asking; see use-leave-guard.ts for the others.
 */
export function useLeaveGuard(_dirty: boolean, _message: string) {}
