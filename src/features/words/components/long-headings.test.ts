import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// QA at 360 px: "Vergangenheitsformen von „go“", "How to pronounce “antidisestablishmentarianism”" and
// the like overflowed. Every h1 of the word pages must wrap a word longer than the line: hyphenated
// by the rules of its language (`hyphens-auto`, with the page's or the headword's `lang`), else broken.
const dir = path.join(process.cwd(), "src", "features", "words", "components");
const components = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".tsx"));

describe("long headings of the word pages", () => {
  it("finds the components", () => {
    expect(components).toEqual(expect.arrayContaining(["word-page.tsx", "word-index-page.tsx", "html-sitemap-page.tsx"]));
  });

  it.each(components)("%s: every h1 wraps long words", (file) => {
    const source = readFileSync(path.join(dir, file), "utf8");
    for (const [tag] of source.matchAll(/<h1\b[^>]*>/g)) {
      const classes = /className="([^"]*)"/.exec(tag)?.[1]?.split(/\s+/) ?? [];
      expect(classes, tag).toEqual(expect.arrayContaining(["break-words", "hyphens-auto"]));
    }
  });
});
