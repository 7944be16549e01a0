import "server-only";
import { audioKey, audioUrl, spokenText } from "@/features/courses";
import { audioRenderer, createAudioHandler, isAudioAvailable, type AudioIndex } from "@/features/courses/server";
import { loadPronunciations } from "./load-pronunciations";
import { loadWordLevels } from "./load-word-levels";
import { once } from "./data-files";

/**
 * A word's audio (decision record 0039): the courses' espeak-ng renderer and cache (decision record
 * 0025) behind an endpoint of the word pages that speaks only headwords with a CEFR level the CMU
 * dictionary has (about 8,000), so the set of files stays bounded and no one can make the server
 * speak anything else. Same keys and voice as the courses, so a word's file is shared with them.
 */
export const WORD_AUDIO_PATH = "/api/words/audio";

/** The audio index of the words that may be spoken: key → word, under the course "en". */
export function buildWordAudioIndex(words: Iterable<string>): AudioIndex {
  const byKey = new Map<string, string>();
  const collisions: AudioIndex["collisions"] = [];
  for (const word of words) {
    const text = spokenText(word);
    const key = audioKey(text);
    const known = byKey.get(key);
    if (known === undefined) byKey.set(key, text);
    else if (known !== text) collisions.push({ course: "en", key, texts: [known, text] });
  }
  return { texts: new Map([["en", byKey]]), collisions };
}

const loadIndex = once(async () => {
  const [levels, cmu] = await Promise.all([loadWordLevels(), loadPronunciations()]);
  return buildWordAudioIndex([...levels.keys()].filter((word) => cmu.byWord.has(word)));
});

let index: AudioIndex | undefined;
const handler = createAudioHandler({ renderer: audioRenderer, index: () => index! });

/** GET /api/words/audio/en/{key}.wav[?speed=slow] (src/server/http-edge.ts lists it). */
export async function getWordAudio(request: Request, params: Record<string, string>): Promise<Response> {
  index ??= await loadIndex();
  return handler(request, params);
}

/** Where a word's audio plays; null when the word is not spoken or this server cannot speak. */
export async function findWordAudio(slug: string): Promise<{ url: string; slowUrl: string } | null> {
  if (!isAudioAvailable()) return null;
  index ??= await loadIndex();
  const text = spokenText(slug);
  if (!index.texts.get("en")?.has(audioKey(text))) return null;
  const url = (speed: "normal" | "slow") => audioUrl("en", text, speed).replace("/api/courses/audio", WORD_AUDIO_PATH);
  return { url: url("normal"), slowUrl: url("slow") };
}
