/** The door's answer as sound and vibration: one high beep for valid, two low ones for refused. */
let audio: AudioContext | null = null;

function tone(context: AudioContext, frequency: number, start: number, seconds: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = frequency;
  oscillator.type = 'sine';
  gain.gain.setValueAtTime(0.25, context.currentTime + start);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + start + seconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(context.currentTime + start);
  oscillator.stop(context.currentTime + start + seconds);
}

export function signal(valid: boolean): void {
  try {
    audio ??= new AudioContext();
    if (valid) tone(audio, 1320, 0, 0.15);
    else {
      tone(audio, 330, 0, 0.18);
      tone(audio, 330, 0.25, 0.18);
    }
  } catch {
    // No sound on this device: the screen and the vibration still answer.
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate(valid ? 80 : [200, 100, 200]);
}
