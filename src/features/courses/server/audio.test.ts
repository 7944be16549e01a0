import { chmodSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audioKey, audioUrl, spokenText } from "../model/audio";
import { courseSpokenTexts } from "../model/spoken-texts";
import { AudioUnavailableError, buildAudioIndex, createAudioRenderer, espeakArguments, resolveEspeak } from "./audio";
import { readCourseContent } from "./load-content";

function realCourses() {
  const result = readCourseContent();
  if (!result.ok) throw new Error(result.errors.join("\n"));
  return result.courses;
}

describe("the audio index over the real content", () => {
  const courses = realCourses();
  const index = buildAudioIndex(courses);

  it("has no two different texts on one key", () => {
    expect(index.collisions).toEqual([]);
  });

  it("maps every spoken text of every course to its key, and the key back to the text", () => {
    for (const course of courses) {
      const texts = index.texts.get(course.id)!;
      const spoken = courseSpokenTexts(course);
      expect(spoken.length).toBeGreaterThan(0);
      for (const text of spoken) expect(texts.get(audioKey(text)), text).toBe(spokenText(text));
    }
  });

  it("holds what a listening exercise plays and every word, under the address the player builds", () => {
    const english = courses.find((course) => course.id === "en")!;
    const lesson = english.levels[0]!.units[0]!.lessons[0]!;
    const listen = english.levels
      .flatMap((level) => level.units.flatMap((unit) => unit.lessons.flatMap((l) => l.exercises)))
      .find((exercise) => exercise.type === "listen_type" || exercise.type === "listen_choose");
    expect(listen).toBeDefined();
    for (const text of [lesson.words[0]!.text, (listen as { audio: string }).audio]) {
      const key = /\/api\/courses\/audio\/en\/([0-9a-f]{16})\.wav$/.exec(audioUrl("en", text))![1]!;
      expect(index.texts.get("en")!.get(key)).toBe(spokenText(text));
    }
  });

  it("reports two texts on one key as a collision", () => {
    const collided = buildAudioIndex(courses, () => "0000000000000000");
    expect(collided.collisions.length).toBeGreaterThan(0);
    expect(collided.collisions[0]).toMatchObject({ course: "en", key: "0000000000000000" });
  });
});

describe("the espeak-ng command line", () => {
  it("speaks English in the American voice and Spanish in the Spanish one, UTF-8 text on stdin, into a WAV file", () => {
    expect(espeakArguments("en", "normal", "/tmp/a.wav")).toEqual(["-v", "en-us", "-s", "150", "-b", "1", "-w", "/tmp/a.wav", "--stdin"]);
    expect(espeakArguments("es", "slow", "/tmp/b.wav")).toEqual(["-v", "es", "-s", "100", "-b", "1", "-w", "/tmp/b.wav", "--stdin"]);
  });
});

/** A stand-in espeak-ng: records its arguments and stdin, writes a RIFF/WAVE file to `-w`. */
function fakeEspeak(dir: string) {
  const binary = path.join(dir, "espeak-ng");
  writeFileSync(
    binary,
    `#!/bin/sh
out=""; prev=""
for arg in "$@"; do [ "$prev" = "-w" ] && out="$arg"; prev="$arg"; done
text=$(cat)
echo "start $text" >> "${dir}/events.log"
sleep 0.2
echo "end $text" >> "${dir}/events.log"
printf 'RIFF\\0\\0\\0\\0WAVE%s' "$text" > "$out"
`,
  );
  chmodSync(binary, 0o755);
  const events = () => readFileSync(path.join(dir, "events.log"), "utf8").trim().split("\n");
  return {
    binary,
    /** The texts rendered, in the order the renders started. */
    calls: () => events().flatMap((line) => (line.startsWith("start ") ? [line.slice(6)] : [])),
    /** The most renders that ran at the same time. */
    mostAtOnce: () =>
      events().reduce(
        (acc, line) => {
          const running = acc.running + (line.startsWith("start ") ? 1 : -1);
          return { running, most: Math.max(acc.most, running) };
        },
        { running: 0, most: 0 },
      ).most,
  };
}

describe("the renderer", () => {
  it("renders a file once, however many ask for it at the same time, and serves it from the cache after", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "lingora-audio-"));
    const espeak = fakeEspeak(dir);
    const renderer = createAudioRenderer({ binary: espeak.binary, cacheDir: path.join(dir, "cache"), concurrency: 2 });
    const [first, second] = await Promise.all([renderer.render("en", "Hello!", "normal"), renderer.render("en", "Hello!", "normal")]);
    expect(first).toEqual(second);
    expect(first.file).toBe(path.join(dir, "cache", "en", `${audioKey("Hello!")}-normal.wav`));
    expect(readFileSync(first.file, "utf8")).toMatch(/^RIFF.{4}WAVEHello!/s);
    expect(await renderer.render("en", "Hello!", "normal")).toEqual({ file: first.file, rendered: false });
    expect(espeak.calls()).toEqual(["Hello!"]);
    // No temporary file is left next to it.
    expect(readdirSync(path.dirname(first.file))).toEqual([path.basename(first.file)]);
  });

  it.each([1, 2])("runs at most %i render(s) at once", async (concurrency) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "lingora-audio-"));
    const espeak = fakeEspeak(dir);
    const renderer = createAudioRenderer({ binary: espeak.binary, cacheDir: path.join(dir, "cache"), concurrency });
    const texts = ["one", "two", "three", "four"];
    await Promise.all(texts.map((text) => renderer.render("en", text, "slow")));
    expect(espeak.calls().sort()).toEqual([...texts].sort());
    expect(espeak.mostAtOnce()).toBe(concurrency);
  });

  it("without espeak-ng, refuses to render but serves what is already cached", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "lingora-audio-"));
    const espeak = fakeEspeak(dir);
    const cacheDir = path.join(dir, "cache");
    await createAudioRenderer({ binary: espeak.binary, cacheDir, concurrency: 1 }).render("es", "Hola", "normal");
    const without = createAudioRenderer({ binary: undefined, cacheDir, concurrency: 1 });
    expect(without.available).toBe(false);
    await expect(without.render("es", "Hola", "normal")).resolves.toMatchObject({ rendered: false });
    await expect(without.render("es", "Adiós", "normal")).rejects.toBeInstanceOf(AudioUnavailableError);
  });

  it("uses the configured espeak-ng only when it is an executable file", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "lingora-audio-"));
    const { binary } = fakeEspeak(dir);
    expect(resolveEspeak(binary)).toBe(binary);
    expect(resolveEspeak(path.join(dir, "missing"))).toBeUndefined();
    writeFileSync(path.join(dir, "plain-file"), "not a program", { mode: 0o644 });
    expect(resolveEspeak(path.join(dir, "plain-file"))).toBeUndefined();
    expect(resolveEspeak(undefined)).toBeUndefined();
  });
});
