import { spawnSync } from "node:child_process";
import path from "node:path";
import type { Config } from "../../src/lib/config/parse-config";
import { computeBuildHash, isBuildFresh, writeBuildStamp } from "./build-stamp";

const root = path.resolve(import.meta.dirname, "..", "..");

/**
 * Settings that end up in prerendered pages: the canonical origin, the environment, the web
 * client's key, the analytics and flag SDK keys, the pixel script's origin (CSP) and which social
 * sign-in buttons exist.
 */
function buildHash(config: Config): string {
  return computeBuildHash({
    PUBLIC_ORIGIN: config.PUBLIC_ORIGIN,
    APP_ENV: config.APP_ENV,
    WEB_API_KEY: config.WEB_API_KEY,
    AUTH_EMULATOR_URL: config.AUTH_EMULATOR_URL ?? "",
    META_PIXEL_SCRIPT_URL: config.META_PIXEL_SCRIPT_URL,
    ANALYTICS_API_KEY: config.ANALYTICS_API_KEY,
    GROWTHBOOK_CLIENT_KEY: config.GROWTHBOOK_CLIENT_KEY,
    SOCIAL: [config.GOOGLE_CLIENT_ID, config.APPLE_CLIENT_ID, config.FACEBOOK_CLIENT_ID, config.OIDC_ISSUER, config.OIDC_NAME].join("|"),
  });
}

/** Whether the current build serves this configuration as is (a server started with it would not rebuild). */
export function isBuildFreshFor(config: Config): boolean {
  return isBuildFresh(buildHash(config));
}

/** Runs `next build` unless the last build came from the same sources and settings. Returns false on failure. */
export function buildIfStale(config: Config, options: { force?: boolean } = {}): boolean {
  const hash = buildHash(config);
  if (!options.force && isBuildFresh(hash)) return true;
  console.log("[lingora] building the app (next build)…");
  const result = spawnSync(path.join(root, "node_modules", ".bin", "next"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) return false;
  writeBuildStamp(hash);
  return true;
}
