/** A DOM element with its classes and, when given, its text (never HTML). */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  el.className = className
  if (tag === 'button') el.setAttribute('type', 'button')
  if (text !== undefined) el.textContent = text
  return el
}
