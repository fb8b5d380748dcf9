import { lazySheet } from '@/components/lazy-sheet'

/**
 * H5: the record's search, the plan and confirm calls and the settle popup come the first time
 * the cook taps "done — record it" (they wait for the server anyway); the steps load without
 * them.
 */
export default lazySheet(() => import('./record-settle'))
