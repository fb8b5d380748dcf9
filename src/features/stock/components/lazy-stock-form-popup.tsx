/** The add / edit sheet as the stock screens open it; H5 fetches its code on first open. */
export { default } from './stock-form-popup'
