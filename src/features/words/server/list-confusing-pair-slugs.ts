import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseConfusingPair } from "../model/guide-schema";
import { once } from "./data-files";

const CONTENT_DIR = () => path.join(process.cwd(), "content", "confusing-words");

export interface ConfusingPairLink {
  /** The file name without ".json": the guide's slug ("affect-vs-effect"). */
  slug: string;
  /** The two words as the guide writes them (["affect", "effect"]). */
  words: readonly [string, string];
}

/**
 * The confusing-word guides (`content/confusing-words/<a>-vs-<b>.json`), sorted by slug: read and
 * checked against the guide schema once per process, for the HTML sitemap's links.
 */
export const listConfusingPairSlugs = once(async (): Promise<ConfusingPairLink[]> => {
  const files = (await readdir(CONTENT_DIR())).filter((file) => file.endsWith(".json")).sort();
  return Promise.all(
    files.map(async (file) => {
      const slug = file.slice(0, -".json".length);
      const parsed = parseConfusingPair(file, slug, JSON.parse(await readFile(path.join(CONTENT_DIR(), file), "utf8")));
      if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
      return { slug, words: parsed.value.words };
    }),
  );
});
