import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(__dirname, "../app");

/** Every route file under src/app, as its folder path. */
function routeFiles(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.tsx?$/.test(entry.name) ? [path.relative(APP, dir)] : [];
  });
}

describe("route files", () => {
  it("are only the mounts: a new endpoint goes into src/server/http-edge.ts (or a feature's /v1 routes), not into a route file", () => {
    expect(routeFiles().sort()).toEqual([
      "[locale]/unavailable", // the HTML page the proxy rewrites to while the database is down
      "api/[...path]", // the /api edge
      "api/identity/[...all]", // the identity service (better-auth)
      "healthz", // the /api edge
      "readyz", // the /api edge
      "robots.txt", // the /api edge
      "sitemap.xml", // the /api edge
      "sitemaps/[file]", // the /api edge
      "v1/[...path]", // the product API
    ]);
  });
});
