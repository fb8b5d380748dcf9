/**
 * The app's controls as a user meets them in the H5 build (src/components/taro-h5, which the
 * page tests render): what is typed, whether a switch is on, which picture shows. Tests find
 * each control by the screen's own class, never by a component library's inner markup.
 */

/**
 * Puts `value` in an input or textarea as typing does: through the element's own value setter
 * (React's controlled fields watch that property and miss a plain assignment), then the `input`
 * event the browser sends.
 */
export function enterText(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = Object.getPrototypeOf(el) as object
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value)
  el.dispatchEvent(new Event('input', { bubbles: true }))
}

/** The switch a screen gave `className`, as assistive technology finds it (role="switch"). */
export function switchOf(className: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.${className}[role="switch"]`)
}

/** Whether a switch is on, as it announces itself. */
export function isOn(el: Element | null): boolean | undefined {
  const state = el?.getAttribute('aria-checked')
  return state == null ? undefined : state === 'true'
}

/** The picture shown in a screen's image box (`.x` → its `img`), or null. */
export function pictureIn(selector: string): HTMLImageElement | null {
  return document.querySelector<HTMLImageElement>(`${selector} img`)
}

/**
 * A date or time chosen in the chooser a screen's Picker opens: on H5 the browser's own, which
 * fills the picker's date or time input as typing would.
 */
export function choose(pickerSelector: string, value: string) {
  const el = document.querySelector<HTMLInputElement>(
    `${pickerSelector} input[type="date"], ${pickerSelector} input[type="time"]`,
  )
  if (!el) throw new Error(`no date or time to choose in ${pickerSelector}`)
  enterText(el, value)
}
