/** Mini-programs have no address bar: the step lives in the page's state only. */
export function showStepInUrl(_step: number): void {}
