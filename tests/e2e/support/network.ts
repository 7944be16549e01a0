import type { Page, Request } from "@playwright/test";

/**
 * Watches the page's requests whose URL matches, so a test can wait until every one of them
 * has been answered (or failed) instead of sleeping.
 */
export function watchRequests(page: Page, matches: (url: string) => boolean) {
  const seen: Request[] = [];
  const open = new Set<Request>();
  page.on("request", (request) => {
    if (!matches(request.url())) return;
    seen.push(request);
    open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    seen,
    /** True once nothing matching is on its way (after a round trip to the page, so queued sends have started). */
    async settled(): Promise<boolean> {
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      return open.size === 0;
    },
  };
}
