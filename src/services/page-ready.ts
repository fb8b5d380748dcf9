/** Mini-programs draw their modals above any page: nothing to wait for. */
export function pageReady(): Promise<void> {
  return Promise.resolve()
}

export function pageShown(): boolean {
  return true
}

/** Start-up work that can wait: after the current task, so the first page renders first. */
export function afterFirstPaint(task: () => void): void {
  setTimeout(task, 0)
}
