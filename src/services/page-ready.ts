/** Mini-programs draw their modals above any page: nothing to wait for. */
export function pageReady(): Promise<void> {
  return Promise.resolve()
}
