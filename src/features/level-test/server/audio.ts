import "server-only";
import { audioKey, audioUrl, spokenText } from "@/features/courses";
import { audioRenderer, createAudioHandler, isAudioAvailable, type AudioIndex } from "@/features/courses/server";
import type { BankItem } from "../model/item-bank";
import type { ServedItem } from "../model/served-item";
import { loadItemBank } from "./load-bank";

/**
 * The listening items' audio (decision record 0032): the courses' espeak-ng renderer and cache,
 * behind an endpoint of the level test that speaks only the bank's listening sentences (the
 * courses' endpoint speaks only course content). Same keys and voice, so files are shared.
 */
export const LEVEL_TEST_AUDIO_PATH = "/api/level-test/audio";

export function buildLevelTestAudioIndex(items: readonly BankItem[]): AudioIndex {
  const byKey = new Map<string, string>();
  const collisions: AudioIndex["collisions"] = [];
  for (const item of items) {
    if (!item.audio) continue;
    const text = spokenText(item.audio);
    const key = audioKey(text);
    const known = byKey.get(key);
    if (known === undefined) byKey.set(key, text);
    else if (known !== text) collisions.push({ course: "en", key, texts: [known, text] });
  }
  return { texts: new Map([["en", byKey]]), collisions };
}

let index: AudioIndex | undefined;
const levelTestAudioIndex = () => (index ??= buildLevelTestAudioIndex(loadItemBank().items));

/** GET /api/level-test/audio/en/{key}.wav[?speed=slow] (src/server/http-edge.ts lists it). */
export const getLevelTestAudio = createAudioHandler({ renderer: audioRenderer, index: levelTestAudioIndex });

/** Where a listening item's sentence plays; null when this server cannot speak (the test then skips listening). */
export function listeningAudio(item: BankItem): ServedItem["audio"] {
  if (!item.audio || !isAudioAvailable()) return null;
  const courseUrl = (speed: "normal" | "slow") => audioUrl("en", item.audio!, speed).replace("/api/courses/audio", LEVEL_TEST_AUDIO_PATH);
  return { url: courseUrl("normal"), slowUrl: courseUrl("slow") };
}
