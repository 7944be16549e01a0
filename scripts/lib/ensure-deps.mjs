// Installs dependencies when node_modules is missing or older than package.json/package-lock.json.
// Plain Node (no dependencies), because it runs before anything is installed.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");
const stampFile = path.join(root, "node_modules", ".lingora-deps-stamp");

function manifestHash() {
  const hash = createHash("sha256");
  for (const file of ["package.json", "package-lock.json"]) {
    const full = path.join(root, file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  return hash.digest("hex");
}

export function ensureDependencies() {
  const expected = manifestHash();
  const current = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : "";
  if (current === expected && existsSync(path.join(root, "node_modules", ".bin", "next"))) return;
  console.log("[lingora] installing dependencies (npm install)…");
  // `npm ci` fails on this registry (other platforms' optional binaries); install from the lockfile.
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("[lingora] npm install failed");
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, manifestHash());
}
