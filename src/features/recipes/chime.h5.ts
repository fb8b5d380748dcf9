type AudioContextClass = typeof AudioContext

/** H5: three short beeps from the Web Audio API, where there is one. */
export function playChime(): void {
  const Context: AudioContextClass | undefined =
    window.AudioContext ??
    (window as Window & { webkitAudioContext?: AudioContextClass }).webkitAudioContext
  if (!Context) return
  try {
    const context = new Context()
    const gain = context.createGain()
    gain.connect(context.destination)
    gain.gain.value = 0.2
    for (let i = 0; i < 3; i += 1) {
      const tone = context.createOscillator()
      tone.frequency.value = 880
      tone.connect(gain)
      const at = context.currentTime + i * 0.3
      tone.start(at)
      tone.stop(at + 0.18)
    }
    setTimeout(() => void context.close().catch(() => undefined), 1200)
  } catch {
    // No sound is not worth an error: the vibration and the toast still tell.
  }
}
