import { lazySheet } from '@/components/lazy-sheet'

/**
 * H5: the kitchen sheet's code (members, invite code, joining, time zone) comes the first time
 * the sheet opens, beside the kitchen it asks the server for and waits for anyway.
 */
export default lazySheet(() => import('./kitchen-sheet'))
