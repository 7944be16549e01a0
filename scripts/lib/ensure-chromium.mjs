// Finds a Chromium: CHROMIUM_PATH, the Debian package's binary, Playwright's cache; as root with
// apt-get, installs the Debian package; otherwise says how to get one.
//  - ensureChromium(): the full browser (Lighthouse in bench/ wants it).
//  - ensureTestChromium(): for the browser tests, Chromium's headless shell (Debian's
//    `chromium-headless-shell`, the "old headless" Playwright itself uses for headless runs): the
//    same engine without the browser around it, so a page visit costs well under half the CPU
//    (decision record 0047). Falls back to the full browser where the shell cannot be had.
import { existsSync, readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";

const FULL = { bin: "/usr/bin/chromium", debianPackage: "chromium", cacheNames: ["chrome-linux/chrome", "chrome-linux64/chrome"] };
const SHELL = {
  bin: "/usr/bin/chromium-headless-shell",
  debianPackage: "chromium-headless-shell",
  cacheNames: ["chrome-headless-shell-linux64/chrome-headless-shell"],
};

function fromPlaywrightCache(names) {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), ".cache", "ms-playwright");
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache)
    .filter((d) => d.startsWith("chromium"))
    .sort()
    .reverse()) {
    for (const candidate of names) {
      const full = path.join(cache, dir, candidate);
      if (existsSync(full)) return full;
    }
  }
  return undefined;
}

function fromEnvironment() {
  if (!process.env.CHROMIUM_PATH) return undefined;
  if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  console.error(`[lingora] CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
  process.exit(1);
}

/** Installs a Debian package as root with apt-get; true when its binary is there afterwards. */
function aptInstall(kind) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!isRoot || !hasApt) return false;
  console.log(`[lingora] installing Debian's ${kind.debianPackage} for the browser tests (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const apt = (args) => spawnSync("apt-get", args, { stdio: "inherit", env }).status === 0;
  // The package lists may be fresh enough already; update them only when the install fails.
  const install = () => apt(["install", "-y", "-qq", "--no-install-recommends", kind.debianPackage]);
  if (install() || (apt(["update", "-qq"]) && install())) return existsSync(kind.bin);
  console.error(`[lingora] apt-get could not install ${kind.debianPackage}`);
  return false;
}

function giveUp() {
  console.error(
    "[lingora] No Chromium found for the browser tests. Install one and run again:\n" +
      "  Debian/Ubuntu: sudo apt-get install chromium-headless-shell (or chromium)\n" +
      "  or set CHROMIUM_PATH=/path/to/chromium",
  );
  process.exit(1);
}

/** The full Chromium browser. */
export function ensureChromium() {
  const found = fromEnvironment() ?? (existsSync(FULL.bin) ? FULL.bin : fromPlaywrightCache(FULL.cacheNames));
  if (found) return found;
  if (aptInstall(FULL)) return FULL.bin;
  return giveUp();
}

/** The Chromium the browser tests drive: the headless shell where it can be had, else the full browser. */
export function ensureTestChromium() {
  const found = fromEnvironment() ?? (existsSync(SHELL.bin) ? SHELL.bin : fromPlaywrightCache(SHELL.cacheNames));
  if (found) return found;
  if (aptInstall(SHELL)) return SHELL.bin;
  console.log("[lingora] Chromium's headless shell is not available here; the browser tests use the full browser.");
  return ensureChromium();
}
