import "server-only";
import { spawn } from "node:child_process";
import { resolveEspeak } from "@/features/courses/server";
import { getConfig } from "@/lib/config";

const READINGS_KEPT = 5_000;
const readings = new Map<string, Promise<string | null>>();

/**
 * How espeak-ng reads a word aloud, in IPA (en-us, the voice of the word audio), or null without
 * espeak-ng. The word goes on stdin, never as an argument; a reading is kept for the process (a
 * few thousand heteronyms at most ask for one).
 */
export function espeakReading(word: string): Promise<string | null> {
  const binary = resolveEspeak(getConfig().ESPEAK_NG_PATH);
  if (!binary) return Promise.resolve(null);
  let reading = readings.get(word);
  if (!reading) {
    reading = new Promise((resolve) => {
      const child = spawn(binary, ["-v", "en-us", "-q", "--ipa"], { stdio: ["pipe", "pipe", "ignore"], timeout: 5_000 });
      let output = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
      child.on("error", () => resolve(null));
      child.on("close", (code) => resolve(code === 0 && output.trim() ? output.trim() : null));
      child.stdin.end(word.replace(/[-_]/g, " "));
    });
    if (readings.size >= READINGS_KEPT) readings.delete(readings.keys().next().value!);
    readings.set(word, reading);
  }
  return reading;
}
