import "server-only";
import { spawn } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "@/lib/config";
import { audioKey, spokenText, type AudioSpeed } from "../model/audio";
import type { Course } from "../model/course-content";
import type { CourseId } from "../model/course-levels";
import { courseSpokenTexts } from "../model/spoken-texts";
import { loadCourses } from "./load-content";

/**
 * The courses' audio (issue 13, item 3; decision record 0025): every spoken text of the content
 * by its audio key, rendered by espeak-ng into WAV files under a cache directory, once per file.
 */

/** A text's audio key → the text, per course; two texts on one key are a collision (the content test fails on it). */
export interface AudioIndex {
  texts: Map<CourseId, Map<string, string>>;
  collisions: { course: CourseId; key: string; texts: [string, string] }[];
}

export function buildAudioIndex(courses: readonly Course[], keyOf: (text: string) => string = audioKey): AudioIndex {
  const texts = new Map<CourseId, Map<string, string>>();
  const collisions: AudioIndex["collisions"] = [];
  for (const course of courses) {
    const byKey = new Map<string, string>();
    for (const raw of courseSpokenTexts(course)) {
      const text = spokenText(raw);
      const key = keyOf(text);
      const known = byKey.get(key);
      if (known === undefined) byKey.set(key, text);
      else if (known !== text) collisions.push({ course: course.id, key, texts: [known, text] });
    }
    texts.set(course.id, byKey);
  }
  return { texts, collisions };
}

let cachedIndex: AudioIndex | undefined;

/** The index of the loaded content (built once per process). */
export function audioIndex(): AudioIndex {
  cachedIndex ??= buildAudioIndex(loadCourses());
  return cachedIndex;
}

/** The espeak-ng voice of each course's language. */
export const AUDIO_VOICES: Record<CourseId, string> = { en: "en-us", es: "es" };
/** Words per minute: espeak-ng's default is 175; learners hear a little slower, and much slower on replay. */
export const AUDIO_WORDS_PER_MINUTE: Record<AudioSpeed, number> = { normal: 150, slow: 100 };

/** The espeak-ng arguments that write `text` (given on stdin, UTF-8) as a WAV file to `output`. */
export function espeakArguments(course: CourseId, speed: AudioSpeed, output: string): string[] {
  return ["-v", AUDIO_VOICES[course], "-s", String(AUDIO_WORDS_PER_MINUTE[speed]), "-b", "1", "-w", output, "--stdin"];
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The espeak-ng to use: the configured path if it is executable, else none. `npm start` and
 * `npm test` find it (ESPEAK_NG_PATH, PATH, or Debian's package) and set ESPEAK_NG_PATH.
 */
export function resolveEspeak(configured: string | undefined): string | undefined {
  return configured && isExecutable(configured) ? configured : undefined;
}

export class AudioUnavailableError extends Error {
  constructor() {
    super("espeak-ng is not installed on this server: lessons play without audio");
    this.name = "AudioUnavailableError";
  }
}

export interface AudioRendererOptions {
  /** The espeak-ng binary; undefined: none (only files already in the cache are served). */
  binary: string | undefined;
  cacheDir: string;
  /** Renders running at once; more wait their turn. */
  concurrency: number;
}

export interface AudioRenderer {
  readonly available: boolean;
  /** Where the file of `key` at `speed` lives in the cache (it may not exist yet). */
  fileOf(course: CourseId, key: string, speed: AudioSpeed): string;
  /** The cached file of `text`, rendered first if needed; throws AudioUnavailableError without espeak-ng. */
  render(course: CourseId, text: string, speed: AudioSpeed): Promise<{ file: string; rendered: boolean }>;
}

/** A limit on how many renders run at once. */
function semaphore(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

function runEspeak(binary: string, args: string[], text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ["pipe", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`espeak-ng exited with ${code}: ${stderr.trim()}`))));
    child.stdin.end(text, "utf8");
  });
}

export function createAudioRenderer(options: AudioRendererOptions): AudioRenderer {
  const limit = semaphore(Math.max(1, options.concurrency));
  const inFlight = new Map<string, Promise<{ file: string; rendered: boolean }>>();
  const fileOf = (course: CourseId, key: string, speed: AudioSpeed) => path.join(options.cacheDir, course, `${key}-${speed}.wav`);

  async function renderTo(file: string, course: CourseId, text: string, speed: AudioSpeed, binary: string) {
    await mkdir(path.dirname(file), { recursive: true });
    // Written next to its place, then renamed: a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await runEspeak(binary, espeakArguments(course, speed, temporary), spokenText(text));
      await rename(temporary, file);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  return {
    available: options.binary !== undefined,
    fileOf,
    render(course, text, speed) {
      const file = fileOf(course, audioKey(text), speed);
      if (existsSync(file)) return Promise.resolve({ file, rendered: false });
      const binary = options.binary;
      if (!binary) return Promise.reject(new AudioUnavailableError());
      // One render per file at a time: a second request for it waits for the first.
      const running = inFlight.get(file);
      if (running) return running;
      const job = limit(async () => {
        if (!existsSync(file)) await renderTo(file, course, text, speed, binary);
        return { file, rendered: true };
      }).finally(() => inFlight.delete(file));
      inFlight.set(file, job);
      return job;
    },
  };
}

let defaultRenderer: AudioRenderer | undefined;

/** The renderer of this process, from the configuration (ESPEAK_NG_PATH, AUDIO_CACHE_DIR, AUDIO_RENDER_CONCURRENCY). */
export function audioRenderer(): AudioRenderer {
  if (defaultRenderer) return defaultRenderer;
  const config = getConfig();
  defaultRenderer = createAudioRenderer({
    binary: resolveEspeak(config.ESPEAK_NG_PATH),
    cacheDir: path.resolve(config.AUDIO_CACHE_DIR),
    concurrency: config.AUDIO_RENDER_CONCURRENCY,
  });
  return defaultRenderer;
}

/** Whether this server can render audio (pages may tell the player to say "no audio" up front). */
export function isAudioAvailable(): boolean {
  return audioRenderer().available;
}
