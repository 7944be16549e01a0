// Finds a Chromium for the browser tests: CHROMIUM_PATH, /usr/bin/chromium, Playwright's cache;
// as root with apt-get, installs Debian's `chromium`; otherwise says how to get one.
import { existsSync, readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";

function fromPlaywrightCache() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), ".cache", "ms-playwright");
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache)
    .filter((d) => d.startsWith("chromium"))
    .sort()
    .reverse()) {
    for (const candidate of ["chrome-linux/chrome", "chrome-linux64/chrome", "chrome-headless-shell-linux64/chrome-headless-shell"]) {
      const full = path.join(cache, dir, candidate);
      if (existsSync(full)) return full;
    }
  }
  return undefined;
}

function find() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    console.error(`[lingora] CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
    process.exit(1);
  }
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return fromPlaywrightCache();
}

export function ensureChromium() {
  const found = find();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log("[lingora] installing Debian's chromium for the browser tests (apt-get)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const install =
      update.status === 0 &&
      spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], { stdio: "inherit", env });
    if (install && install.status === 0 && existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
    console.error("[lingora] apt-get could not install chromium");
  }
  console.error(
    "[lingora] No Chromium found for the browser tests. Install one and run again:\n" +
      "  Debian/Ubuntu: sudo apt-get install chromium\n" +
      "  or set CHROMIUM_PATH=/path/to/chromium",
  );
  process.exit(1);
}
