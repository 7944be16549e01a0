import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");
const stampFile = path.join(root, ".next", "lingora-build-stamp");
const INPUT_DIRS = ["src", "messages", "content", "public", "db"];
const INPUT_FILES = ["next.config.ts", "postcss.config.mjs", "tsconfig.json", "package-lock.json"];

function walk(dir: string, out: string[]) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
}

/** A hash of everything the production build depends on, including the build-time settings. */
export function computeBuildHash(buildSettings: Record<string, string>): string {
  const files: string[] = [];
  for (const dir of INPUT_DIRS) walk(path.join(root, dir), files);
  for (const file of INPUT_FILES) if (existsSync(path.join(root, file))) files.push(path.join(root, file));
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  hash.update(JSON.stringify(buildSettings));
  return hash.digest("hex");
}

export function isBuildFresh(hash: string): boolean {
  return (
    existsSync(stampFile) &&
    existsSync(path.join(root, ".next", "BUILD_ID")) &&
    statSync(stampFile).isFile() &&
    readFileSync(stampFile, "utf8").trim() === hash
  );
}

export function writeBuildStamp(hash: string): void {
  writeFileSync(stampFile, hash);
}
