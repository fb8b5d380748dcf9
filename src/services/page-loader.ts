/** Mini-programs load their pages themselves; only H5 fetches page code over the network. */
export function watchPageLoads(): void {}
