/** The record's settle sheet as the last cooking step opens it; H5 fetches its code on use. */
export { default } from './record-settle'
