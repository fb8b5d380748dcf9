/** The kitchen sheet as the profile opens it; H5 fetches its code on first open (.h5.tsx). */
export { default } from './kitchen-sheet'
