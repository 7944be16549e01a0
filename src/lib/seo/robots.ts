import type { PageEntry } from "@/lib/pages";

/** Outside the pages: the product API, the other endpoints and the development tools. */
export const NON_PAGE_DISALLOW = ["/api/", "/v1/", "/dev/"] as const;

/** A pattern's path up to its first parameter: "/checkout/sandbox/[id]" → "/checkout/sandbox"; "/[...rest]" → "". */
const staticPrefix = (pattern: string) => {
  const segments = pattern.split("/").filter(Boolean);
  const firstParam = segments.findIndex((segment) => segment.startsWith("["));
  const kept = firstParam === -1 ? segments : segments.slice(0, firstParam);
  return kept.length ? `/${kept.join("/")}` : "";
};

/**
 * What robots.txt disallows (decision record 0043): every private page of the registry (audience
 * not "public": pages about the signed-in person, admin, checkout, one-time links), in each locale
 * that publishes it, without the paths a shorter rule already covers; then the non-page areas. A
 * private path that begins a public page's path is disallowed alone (`$`, which the major crawlers read).
 * Per locale rather than `/*\/profile`, because a wildcard would also hide a public word page
 * such as /en/how-to-pronounce/profile.
 */
export function disallowedPaths(pages: readonly Pick<PageEntry, "pattern" | "audience" | "locales">[]): string[] {
  const paths = new Set<string>();
  const publicPaths: string[] = [];
  for (const page of pages) {
    const prefix = staticPrefix(page.pattern);
    const isPublic = page.audience === "public";
    for (const locale of page.locales) {
      if (isPublic) publicPaths.push(`/${locale}${prefix}${prefix === page.pattern ? "" : "/"}`);
      else if (prefix) paths.add(`/${locale}${prefix}`);
    }
  }
  // /course is private, /course/online-language-course public: "/en/course$".
  const rules = [...paths].sort().map((path) => (publicPaths.some((publicPath) => publicPath.startsWith(path)) ? `${path}$` : path));
  const prefixes = rules.filter((rule) => !rule.endsWith("$"));
  const kept = rules.filter((rule) => !prefixes.some((prefix) => prefix !== rule && rule.startsWith(`${prefix}/`)));
  return [...NON_PAGE_DISALLOW, ...kept];
}

/** Whether a robots.txt rule (a path prefix) covers a path. */
export const isDisallowed = (disallow: readonly string[], path: string) =>
  disallow.some((rule) => (rule.endsWith("$") ? path === rule.slice(0, -1) : path.startsWith(rule)));

export function buildRobotsTxt(input: { disallow: readonly string[]; sitemapUrl: string }): string {
  return ["User-agent: *", "Allow: /", ...input.disallow.map((path) => `Disallow: ${path}`), "", `Sitemap: ${input.sitemapUrl}`, ""].join(
    "\n",
  );
}
