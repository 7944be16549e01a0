/**
 * The correct and wrong answer sounds: short tones made with the Web Audio API (no files). The
 * player plays them only when the learner's soundEffects setting is on.
 */
let context: AudioContext | null = null;

function tone(audio: AudioContext, frequency: number, start: number, length: number, type: OscillatorType) {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = type;
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.18, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.05);
}

export function playAnswerSound(kind: "correct" | "wrong"): void {
  try {
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    context ??= new Context();
    void context.resume();
    const start = context.currentTime + 0.01;
    if (kind === "correct") {
      tone(context, 659.25, start, 0.12, "sine");
      tone(context, 987.77, start + 0.1, 0.18, "sine");
    } else {
      tone(context, 196, start, 0.16, "triangle");
      tone(context, 155.56, start + 0.12, 0.22, "triangle");
    }
  } catch {
    // No audio device or a refused context: the feedback is on screen anyway.
  }
}
