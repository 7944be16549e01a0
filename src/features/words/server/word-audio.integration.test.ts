import { describe, expect, it, vi } from "vitest";
import { audioUrl } from "@/features/courses";
import { handleHttpRequest } from "@/server/http-edge";
import { findPronunciation } from "./find-pronunciation";
import { findWordAudio, WORD_AUDIO_PATH } from "./word-audio";

// The app reads ESPEAK_NG_PATH as `npm test` sets it; run alone, the test finds espeak-ng the same way.
const { espeak } = await vi.hoisted(async () => {
  const { ensureEspeak } = await import("../../../../scripts/lib/ensure-espeak.mjs");
  const found = ensureEspeak();
  if (found) process.env.ESPEAK_NG_PATH = found;
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  process.env.AUDIO_CACHE_DIR = mkdtempSync(`${tmpdir()}/lingora-word-audio-`);
  return { espeak: found as string | undefined };
});

const get = (address: string) => handleHttpRequest(new Request(`http://localhost:3000${address}`));
const wordUrl = (text: string, speed: "normal" | "slow" = "normal") =>
  audioUrl("en", text, speed).replace("/api/courses/audio", WORD_AUDIO_PATH);

describe("GET /api/words/audio/en/{key}.wav", () => {
  it("speaks an everyday word (a CEFR level and a CMU pronunciation), at both speeds", async () => {
    for (const speed of ["normal", "slow"] as const) {
      const response = await get(wordUrl("water", speed));
      if (!espeak) {
        expect(response.status).toBe(503);
        continue;
      }
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("audio/wav");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe("RIFF");
    }
  });

  it("speaks nothing else: a rare word, a sentence, an unknown key", async () => {
    for (const address of [
      wordUrl("aachener"),
      wordUrl("water is wet"),
      `${WORD_AUDIO_PATH}/en/0123456789abcdef.wav`,
      `${WORD_AUDIO_PATH}/es/x.wav`,
    ]) {
      expect((await get(address)).status, address).toBe(404);
    }
  });

  it("gives a page the addresses of an everyday word only", async () => {
    const audio = await findWordAudio("water");
    if (espeak) expect(audio).toEqual({ url: wordUrl("water"), slowUrl: wordUrl("water", "slow") });
    else expect(audio).toBeNull();
    expect(await findWordAudio("aachener")).toBeNull();
  });
});

describe("a heteronym's page", () => {
  it("leads with the pronunciation its audio says (espeak-ng reads 'read' as REED), the other one next", async () => {
    const read = (await findPronunciation("read"))!;
    expect(read.pronunciations.map((p) => p.arpabet).sort()).toEqual(["R EH1 D", "R IY1 D"]);
    // Without espeak-ng there is no audio to agree with: the dictionary's order stays.
    expect(read.pronunciations[0]!.arpabet).toBe(espeak ? "R IY1 D" : "R EH1 D");
    if (espeak) {
      for (const [word, first] of [
        ["lead", "L IY1 D"],
        ["wind", "W IH1 N D"],
        ["wound", "W UW1 N D"],
      ]) {
        expect((await findPronunciation(word!))!.pronunciations[0]!.arpabet, word).toBe(first);
      }
    }
  });
});
