// Finds espeak-ng, the speech synthesiser that renders the courses' audio on the server:
// ESPEAK_NG_PATH, then PATH; as root with apt-get, installs Debian's `espeak-ng`. Never fatal:
// without it the app runs without audio (the audio endpoint answers 503 audio_unavailable).
import { accessSync, constants, existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `espeak-ng` on PATH, or undefined. */
export function espeakOnPath(envPath = process.env.PATH ?? "") {
  for (const dir of envPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, "espeak-ng");
    if (existsSync(candidate) && isExecutable(candidate)) return candidate;
  }
  return undefined;
}

function find() {
  const configured = process.env.ESPEAK_NG_PATH?.trim();
  if (configured) {
    if (isExecutable(configured)) return configured;
    console.error(`[lingora] ESPEAK_NG_PATH=${configured} is not an executable file; looking for espeak-ng on PATH`);
  }
  return espeakOnPath();
}

/**
 * The path of espeak-ng, installing Debian's package when we are root with apt-get; undefined
 * (after saying how to get it) when there is none: lessons then play without audio.
 */
export function ensureEspeak() {
  const found = find();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log("[lingora] installing Debian's espeak-ng for the courses' audio (apt-get)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const install =
      update.status === 0 &&
      spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "espeak-ng"], { stdio: "inherit", env });
    const installed =
      install && install.status === 0
        ? (espeakOnPath() ?? (isExecutable("/usr/bin/espeak-ng") ? "/usr/bin/espeak-ng" : undefined))
        : undefined;
    if (installed) return installed;
    console.error("[lingora] apt-get could not install espeak-ng");
  }
  console.error(
    "[lingora] espeak-ng not found: lessons work, but without audio (the player says so). To have audio:\n" +
      "  Debian/Ubuntu: sudo apt-get install espeak-ng\n" +
      "  or set ESPEAK_NG_PATH=/path/to/espeak-ng",
  );
  return undefined;
}
