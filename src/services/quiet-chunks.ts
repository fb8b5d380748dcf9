let quiet = 0

/**
 * Runs `load` (a dynamic import) without the page loader's overlay: code that is not a page
 * (a locale's strings) has its own waiting state and its own failure message. webpack asks for
 * the chunk synchronously inside import(), so a counter around the call is enough.
 */
export function loadQuietly<T>(load: () => Promise<T>): Promise<T> {
  quiet += 1
  try {
    return load()
  } finally {
    quiet -= 1
  }
}

/** Whether the chunk being asked for right now is a quiet one (see loadQuietly). */
export function loadingQuietly(): boolean {
  return quiet > 0
}
