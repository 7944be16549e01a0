import { gzipSync } from "node:zlib";
import type { APIRequestContext } from "@playwright/test";

/** The first-load budget (README, Performance): 150 KB of gzip JavaScript. */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

/** The gzip bytes of the scripts a page's HTML loads (module scripts only), as bench/run.mjs counts them. */
export async function firstLoadScriptBytes(request: APIRequestContext, path: string): Promise<{ gzipBytes: number; sources: string[] }> {
  const html = await (await request.get(path)).text();
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\snomodule/i.test(tag));
  const sources = [...new Set(tags.map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1]).filter((src): src is string => Boolean(src)))];
  let gzipBytes = 0;
  for (const src of sources) gzipBytes += gzipSync(await (await request.get(src)).body(), { level: 9 }).length;
  return { gzipBytes, sources };
}
