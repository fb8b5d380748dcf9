/**
 * A pure function of a string with its recent answers remembered: for work every request repeats
 * on a few distinct inputs (a header's locale, a name's matching key, an address's hashed name).
 * At most `max` answers are kept, all forgotten at once when full, since the inputs are the
 * callers' to vary.
 */
export function remembered<T>(compute: (key: string) => T, max: number): (key: string) => T {
  const answers = new Map<string, T>()
  return (key) => {
    let answer = answers.get(key)
    if (answer === undefined) {
      answer = compute(key)
      if (answers.size >= max) answers.clear()
      answers.set(key, answer)
    }
    return answer
  }
}
