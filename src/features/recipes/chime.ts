/** Mini-programs: the vibration and the toast are the alarm; no sound file is shipped. */
export function playChime(): void {}
