import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isLegalSlug } from "./documents";

const root = process.cwd();
const APP_DIR = path.join(root, "src", "app", "[locale]");
const CONTENT_DIR = path.join(root, "content", "legal");

/** The page routes under /[locale], as segment lists ("(group)" folders left out, "[param]" kept). */
function routes(dir: string, prefix: string[] = []): string[][] {
  const found: string[][] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === "page.tsx") found.push(prefix);
    if (!statSync(full).isDirectory() || name.startsWith("[...")) continue;
    found.push(...routes(full, /^\(.*\)$/.test(name) ? prefix : [...prefix, name]));
  }
  return found;
}

function isRoute(href: string, known: string[][]): boolean {
  const segments = href.split(/[?#]/)[0]!.split("/").filter(Boolean);
  return known.some(
    (route) =>
      route.length === segments.length &&
      route.every((part, index) => (part === "[document]" ? isLegalSlug(segments[index]!) : part === segments[index])),
  );
}

describe("links in the legal texts", () => {
  const known = routes(APP_DIR);
  const files = readdirSync(CONTENT_DIR).flatMap((locale) =>
    readdirSync(path.join(CONTENT_DIR, locale)).map((file) => path.join(CONTENT_DIR, locale, file)),
  );

  it("finds the pages and the documents", () => {
    expect(isRoute("/terms/refund", known)).toBe(true);
    expect(isRoute("/contact-us", known)).toBe(true);
    expect(isRoute("/terms/no-such-document", known)).toBe(false);
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  it("lead only to pages that exist", () => {
    const broken = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\]\((\/[^)\s]*)\)/g)]
        .map((match) => match[1]!)
        .filter((href) => !isRoute(href, known))
        .map((href) => `${path.relative(root, file)}: ${href}`),
    );
    expect(broken).toEqual([]);
  });
});
