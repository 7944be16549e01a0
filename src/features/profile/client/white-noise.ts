/**
 * White noise for studying, generated with the Web Audio API (no audio file to download): a few
 * seconds of random samples looped, softened by a low-pass filter, faded in and out so it never
 * clicks. One player per tab, shared by its owners (a study page, the settings preview): it plays
 * while at least one of them wants it, so one stopping never silences the other.
 */

const BUFFER_SECONDS = 4;
const VOLUME = 0.08;
const FADE_IN_SECONDS = 1;
const FADE_OUT_SECONDS = 0.3;
/** Above this the hiss is tiring; below it the noise sounds like soft rain. */
const LOW_PASS_HZ = 4000;

export type WhiteNoiseOwner = "study" | "preview";

interface Player {
  context: AudioContext;
  source: AudioBufferSourceNode;
  gain: GainNode;
  /** Resumes a context the browser suspended until the user interacts; removed on stop. */
  resumeOnGesture?: () => void;
}

let player: Player | null = null;
let stopTimer: ReturnType<typeof setTimeout> | null = null;
const owners = new Set<WhiteNoiseOwner>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function removeGestureListeners(current: Player) {
  if (!current.resumeOnGesture) return;
  window.removeEventListener("pointerdown", current.resumeOnGesture);
  window.removeEventListener("keydown", current.resumeOnGesture);
  current.resumeOnGesture = undefined;
}

/** Fills a buffer with uniform random samples in [-1, 1). Exported for tests. */
export function fillWithNoise(channel: Float32Array, random: () => number = Math.random): void {
  for (let i = 0; i < channel.length; i++) channel[i] = random() * 2 - 1;
}

export function isWhiteNoiseSupported(): boolean {
  return typeof window !== "undefined" && typeof window.AudioContext === "function";
}

export function isWhiteNoisePlaying(): boolean {
  return player !== null && stopTimer === null;
}

/** Whether this owner asked for the noise (and has not stopped it). */
export function isWhiteNoiseWantedBy(owner: WhiteNoiseOwner): boolean {
  return owners.has(owner) && isWhiteNoisePlaying();
}

/** Calls back on every start and stop; returns the unsubscribe. */
export function subscribeWhiteNoise(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Starts the noise. Browsers keep audio suspended until the user interacts with the page, so a
 * start without a gesture resumes on the next pointer or key press.
 */
export function startWhiteNoise(owner: WhiteNoiseOwner): void {
  if (!isWhiteNoiseSupported()) return;
  owners.add(owner);
  if (stopTimer) {
    clearTimeout(stopTimer);
    stopTimer = null;
  }
  if (player) {
    const now = player.context.currentTime;
    player.gain.gain.cancelScheduledValues(now);
    player.gain.gain.setValueAtTime(player.gain.gain.value, now);
    player.gain.gain.linearRampToValueAtTime(VOLUME, now + FADE_IN_SECONDS);
    notify();
    return;
  }
  const context = new AudioContext();
  const buffer = context.createBuffer(1, Math.floor(context.sampleRate * BUFFER_SECONDS), context.sampleRate);
  fillWithNoise(buffer.getChannelData(0));
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.loop = true;
  const filter = context.createBiquadFilter();
  filter.type = "lowpass";
  filter.frequency.value = LOW_PASS_HZ;
  const gain = context.createGain();
  gain.gain.setValueAtTime(0, context.currentTime);
  gain.gain.linearRampToValueAtTime(VOLUME, context.currentTime + FADE_IN_SECONDS);
  source.connect(filter).connect(gain).connect(context.destination);
  source.start();
  const current: Player = { context, source, gain };
  player = current;
  if (context.state === "suspended") {
    current.resumeOnGesture = () => {
      removeGestureListeners(current);
      void context.resume().catch(() => undefined);
    };
    window.addEventListener("pointerdown", current.resumeOnGesture);
    window.addEventListener("keydown", current.resumeOnGesture);
    void context.resume().catch(() => undefined);
  }
  notify();
}

/** This owner no longer wants the noise; when no one does, it fades out and the audio device is released. */
export function stopWhiteNoise(owner: WhiteNoiseOwner): void {
  owners.delete(owner);
  if (owners.size > 0) {
    notify();
    return;
  }
  if (!player || stopTimer) return;
  const current = player;
  removeGestureListeners(current);
  const now = current.context.currentTime;
  current.gain.gain.cancelScheduledValues(now);
  current.gain.gain.setValueAtTime(current.gain.gain.value, now);
  current.gain.gain.linearRampToValueAtTime(0, now + FADE_OUT_SECONDS);
  stopTimer = setTimeout(
    () => {
      stopTimer = null;
      if (player !== current) return;
      player = null;
      current.source.stop();
      void current.context.close().catch(() => undefined);
      notify();
    },
    FADE_OUT_SECONDS * 1000 + 50,
  );
  notify();
}
