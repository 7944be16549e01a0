import "server-only";
import { listConfusingPairs } from "./load-guides";

export interface ConfusingPairLink {
  /** The guide's slug ("affect-vs-effect"). */
  slug: string;
  /** The two words as the guide writes them (["affect", "effect"]). */
  words: readonly [string, string];
}

/** The confusing-word guides sorted by slug, for the HTML sitemap's links (the guides' loader reads and checks them once per process). */
export async function listConfusingPairSlugs(): Promise<ConfusingPairLink[]> {
  const pairs = await listConfusingPairs();
  return pairs.map((pair) => ({ slug: pair.slug, words: pair.words })).sort((a, b) => a.slug.localeCompare(b.slug));
}
