import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { PUBLIC_PAGE_CACHE_CONTROL } from "@/lib/http/cache-control";
import type { RouteParams } from "@/lib/http/http-edge";
import type { PageEntry } from "@/lib/pages";
import { buildRobotsTxt, disallowedPaths } from "@/lib/seo/robots";
import { buildSitemapIndex, buildUrlset, itemsPerFile, splitIntoFiles, type SitemapPage } from "@/lib/seo/sitemaps";
import { legalDocuments } from "@/features/legal";
import { CONFUSING_PAIR_SLUGS, QUIZ_SLUGS, type WordPageKind } from "@/features/words";
import { listWords } from "@/features/words/server";
import { pages } from "./pages";

/** One page of a parameter's values (in a stable order) and how many there are in all. */
export type SitemapSource = (page: number, size: number) => Promise<{ values: readonly string[]; total: number }>;

const words =
  (kind: WordPageKind): SitemapSource =>
  async (page, size) => {
    const list = await listWords(kind, page, size);
    return { values: list.words, total: list.total };
  };

const fixedList =
  (values: readonly string[]): SitemapSource =>
  async (page, size) => ({ values: values.slice((page - 1) * size, page * size), total: values.length });

/**
 * The values of each registry pattern with a parameter that belongs in the sitemaps (decision
 * record 0043): one line a source. A `sitemap: true` pattern with a parameter must have one
 * (sitemaps.test.ts checks).
 */
export const sitemapSources: Record<string, SitemapSource> = {
  "/terms/[document]": fixedList(legalDocuments.map((document) => document.slug)),
  "/how-to-pronounce/[word]": words("how-to-pronounce"),
  "/what-part-of-speech/[slug]": words("what-part-of-speech"),
  "/synonyms-of/[word]": words("synonyms-of"),
  "/antonyms-of/[word]": words("antonyms-of"),
  "/past-tense-of/[verb]": words("past-tense-of"),
  "/confusing-words/[slug]": fixedList(CONFUSING_PAIR_SLUGS),
  "/quiz/[slug]": fixedList(QUIZ_SLUGS),
};

const hasParam = (pattern: string) => pattern.includes("[");
/** "/how-to-pronounce/[word]" → "how-to-pronounce"; "/terms/[document]" → "terms". */
const fileNameOf = (pattern: string) =>
  pattern
    .split("/")
    .filter((segment) => segment && !segment.startsWith("["))
    .join("-");
const fillPattern = (pattern: string, value: string) => pattern.replace(/\[[^\]]+\]/, encodeURIComponent(value));

type Registry = readonly Pick<PageEntry, "pattern" | "locales" | "sitemap">[];

/** The sitemaps of a registry and its sources (the composition below gives the real ones; tests give their own). */
export function createSitemaps(input: { pages: Registry; sources: Record<string, SitemapSource>; origin: string }) {
  const listed = input.pages.filter((page) => page.sitemap);
  const fixedPages: SitemapPage[] = listed
    .filter((page) => !hasParam(page.pattern))
    .map((page) => ({ path: page.pattern, locales: page.locales }));
  const expanded = listed.filter((page) => hasParam(page.pattern) && input.sources[page.pattern]);

  /** Every file but "pages". */
  async function slices() {
    const all = await Promise.all(
      expanded.map(async (page) => {
        const { total } = await input.sources[page.pattern]!(1, 1);
        return splitIntoFiles(fileNameOf(page.pattern), total, page.locales.length);
      }),
    );
    return all.flat();
  }

  const fileUrl = (name: string) => `${input.origin}/sitemaps/${name}.xml`;

  return {
    async index(): Promise<string> {
      const names = ["pages", ...(await slices()).map((slice) => slice.file)];
      return buildSitemapIndex(names.map(fileUrl));
    },
    /** One file's XML by its name ("pages", "how-to-pronounce-3"); undefined for no such file. */
    async file(name: string): Promise<string | undefined> {
      if (name === "pages") return buildUrlset(input.origin, fixedPages);
      const match = /^(.+)-([1-9]\d*)$/.exec(name);
      const entry = match && expanded.find((page) => fileNameOf(page.pattern) === match[1]);
      if (!match || !entry) return undefined;
      const { values } = await input.sources[entry.pattern]!(Number(match[2]), itemsPerFile(entry.locales.length));
      if (values.length === 0) return undefined;
      return buildUrlset(
        input.origin,
        values.map((value) => ({ path: fillPattern(entry.pattern, value), locales: entry.locales })),
      );
    },
  };
}

const origin = () => getConfig().PUBLIC_ORIGIN.replace(/\/+$/, "");
let sitemaps: ReturnType<typeof createSitemaps> | undefined;
const live = () => (sitemaps ??= createSitemaps({ pages, sources: sitemapSources, origin: origin() }));

const xmlResponse = (body: string) =>
  new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL } });

/** GET /sitemap.xml */
export async function getSitemapIndex(): Promise<Response> {
  return xmlResponse(await live().index());
}

/** GET /sitemaps/:file (`<name>.xml`): 404 for an unknown name or a page past the end of its list. */
export async function getSitemapFile(_request: Request, params: RouteParams): Promise<Response> {
  const name = /^([a-z0-9-]+)\.xml$/.exec(params.file ?? "")?.[1];
  const body = name ? await live().file(name) : undefined;
  if (body === undefined) throw new AppError("not_found", "There is no such sitemap.");
  return xmlResponse(body);
}

/** The robots.txt text for the live registry and origin. */
export const robotsTxt = () => buildRobotsTxt({ disallow: disallowedPaths(pages), sitemapUrl: `${origin()}/sitemap.xml` });

/** GET /robots.txt */
export function getRobotsTxt(): Response {
  return new Response(robotsTxt(), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL },
  });
}
