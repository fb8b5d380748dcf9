import { lazySheet } from '@/components/lazy-sheet'

/**
 * H5: the add / edit form's code (fields, units, date, checks) comes the first time the sheet
 * opens: the stock screens are for reading what is at home first, and load without it.
 */
export default lazySheet(() => import('./stock-form-popup'))
