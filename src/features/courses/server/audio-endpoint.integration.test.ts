import { mkdtempSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { createHttpEdge } from "@/lib/http/http-edge";
import { handleHttpRequest } from "@/server/http-edge";
import { audioUrl } from "../model/audio";
import { audioIndex, createAudioRenderer } from "./audio";
import { createAudioHandler } from "./audio-endpoint";
import { loadCourses } from "./load-content";

// The app reads ESPEAK_NG_PATH as `npm test` sets it; run alone, the test finds espeak-ng the same way.
const { cacheDir, espeak } = await vi.hoisted(async () => {
  const { ensureEspeak } = await import("../../../../scripts/lib/ensure-espeak.mjs");
  const found = ensureEspeak();
  if (found) process.env.ESPEAK_NG_PATH = found;
  const { mkdtempSync: mkdtemp } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const dir = mkdtemp(`${tmpdir()}/lingora-audio-cache-`);
  process.env.AUDIO_CACHE_DIR = dir;
  return { cacheDir: dir, espeak: found as string | undefined };
});

const ORIGIN = "http://localhost:3000";
const get = (address: string, headers: Record<string, string> = {}) => handleHttpRequest(new Request(`${ORIGIN}${address}`, { headers }));

const english = loadCourses().find((course) => course.id === "en")!;
const firstLesson = english.levels[0]!.units[0]!.lessons[0]!;
const word = firstLesson.words[0]!.text;

/** A WAV file: RIFF, its size, WAVE, then a fmt chunk. */
function expectWav(bytes: Uint8Array) {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  expect(text(0, 4)).toBe("RIFF");
  expect(text(8, 12)).toBe("WAVE");
  expect(text(12, 16)).toBe("fmt ");
  expect(new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true)).toBe(bytes.byteLength - 8);
  expect(bytes.byteLength).toBeGreaterThan(1000);
}

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(await response.json()).toMatchObject({ error: { code: "audio_unavailable", message: expect.any(String) } });
}

describe("GET /api/courses/audio/{course}/{key}.wav", () => {
  it("is rendered by espeak-ng once, then served from the cache with an immutable cache header and an ETag", async () => {
    const first = await get(audioUrl("en", word));
    // Where the scripts could not install espeak-ng (not root, no apt-get), the app says so instead.
    if (!espeak) return expectUnavailable(first);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("audio/wav");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{16}-normal"$/);
    const bytes = new Uint8Array(await first.arrayBuffer());
    expectWav(bytes);

    const files = readdirSync(path.join(cacheDir, "en"));
    expect(files).toHaveLength(1);
    const file = path.join(cacheDir, "en", files[0]!);
    const renderedAt = statSync(file).mtimeMs;

    const second = await get(audioUrl("en", word));
    expect(second.status).toBe(200);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
    // Served from the cache: the file was not written again.
    expect(statSync(file).mtimeMs).toBe(renderedAt);
    expect(readdirSync(path.join(cacheDir, "en"))).toEqual(files);

    const revalidated = await get(audioUrl("en", word), { "if-none-match": etag! });
    expect(revalidated.status).toBe(304);
  });

  it("renders the slow replay as its own, longer file", async () => {
    if (!espeak) return expectUnavailable(await get(audioUrl("en", word, "slow")));
    const normal = new Uint8Array(await (await get(audioUrl("en", word))).arrayBuffer());
    const response = await get(audioUrl("en", word, "slow"));
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toMatch(/-slow"$/);
    const slow = new Uint8Array(await response.arrayBuffer());
    expectWav(slow);
    expect(slow.byteLength).toBeGreaterThan(normal.byteLength);
  });

  it("answers 404 for a key the content does not speak, an unknown course or a file that is not <key>.wav", async () => {
    const key = audioUrl("en", word).split("/").pop()!.replace(".wav", "");
    for (const address of [
      "/api/courses/audio/en/0123456789abcdef.wav",
      `/api/courses/audio/fr/${key}.wav`,
      `/api/courses/audio/en/${key}.mp3`,
      `/api/courses/audio/en/${key}`,
      `/api/courses/audio/en/${key.toUpperCase()}.wav`,
    ]) {
      const response = await get(address);
      expect(response.status, address).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code, address).toBe("not_found");
    }
  });

  it("answers 400 for a speed other than normal or slow", async () => {
    const response = await get(`${audioUrl("en", word)}?speed=fast`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "invalid_input", fields: { speed: expect.any(String) } } });
  });

  it("answers 503 audio_unavailable when espeak-ng is missing, and still serves what the cache holds", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "lingora-audio-missing-"));
    const renderer = createAudioRenderer({ binary: undefined, cacheDir: dir, concurrency: 1 });
    const edge = createHttpEdge([
      {
        method: "GET",
        path: "/api/courses/audio/:course/:file",
        handler: createAudioHandler({ renderer: () => renderer, index: audioIndex }),
      },
    ]);
    await expectUnavailable(await edge.fetch(new Request(`${ORIGIN}${audioUrl("en", word)}`)));

    // Unknown keys stay 404 without espeak-ng.
    expect((await edge.fetch(new Request(`${ORIGIN}/api/courses/audio/en/0123456789abcdef.wav`))).status).toBe(404);

    // A pre-rendered file (npm run audio:render) is served without espeak-ng.
    if (!espeak) return;
    const prerendered = createAudioHandler({
      renderer: () => createAudioRenderer({ binary: undefined, cacheDir, concurrency: 1 }),
      index: audioIndex,
    });
    const served = await prerendered(new Request(`${ORIGIN}${audioUrl("en", word)}`), {
      course: "en",
      file: audioUrl("en", word).split("/").pop()!,
    });
    expect(served.status).toBe(200);
    expectWav(new Uint8Array(await served.arrayBuffer()));
  });
});
