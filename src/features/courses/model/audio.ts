import type { CourseId } from "./course-levels";

/**
 * Where the audio of a target-language text is served (issue 13, item 3). The server renders it
 * with espeak-ng and caches the file; the key is a hash of the text, so the browser can build the
 * address from the text it shows, and the server only speaks texts that are in the course content
 * (it maps keys back to texts from the content; an unknown key is a 404).
 */
export type AudioSpeed = "normal" | "slow";

/** Bump when the voice or its settings change: every cached file gets a new address. */
export const AUDIO_VOICE_VERSION = 1;

function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The text as it is spoken: Unicode-normalised, spaces collapsed. */
export function spokenText(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").trim();
}

/** 16 hex digits naming a text (two 32-bit FNV-1a hashes with different seeds, and the voice version). */
export function audioKey(text: string): string {
  const spoken = `${AUDIO_VOICE_VERSION}:${spokenText(text)}`;
  return [fnv1a(spoken, 0x811c9dc5), fnv1a(spoken, 0x01000193 ^ 0x5bd1e995)].map((hash) => hash.toString(16).padStart(8, "0")).join("");
}

/** `/api/courses/audio/en/<key>.wav`, with `?speed=slow` for the slow replay. */
export function audioUrl(course: CourseId, text: string, speed: AudioSpeed = "normal"): string {
  return `/api/courses/audio/${course}/${audioKey(text)}.wav${speed === "slow" ? "?speed=slow" : ""}`;
}
