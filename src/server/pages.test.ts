import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales, primaryLocales } from "@/lib/i18n/locales";
import { cacheAudienceOf, findPage, isPublishedIn, localesForPage } from "@/lib/pages";
import { pages } from "./pages";

const APP = path.join(import.meta.dirname, "../app");

/** Every page.tsx and route.ts under src/app, as its folder path ("[locale]/(marketing)/terms/[document]"). */
function routeFolders(dir = APP, prefix = ""): { folder: string; file: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return routeFolders(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    return entry.name === "page.tsx" || entry.name === "route.ts" ? [{ folder: prefix.slice(1), file: entry.name }] : [];
  });
}

/** "[locale]/(marketing)/terms/[document]" → "/terms/[document]": no locale segment, no route groups. */
function patternOf(folder: string): string {
  const segments = folder
    .split("/")
    .slice(1)
    .filter((segment) => !/^\(.+\)$/.test(segment));
  return `/${segments.join("/")}`;
}

const routes = routeFolders();
const localized = routes.filter((route) => route.folder === "[locale]" || route.folder.startsWith("[locale]/"));
// Under [locale] a route.ts serves a page too (the "temporarily unavailable" page).
const served = [...new Set(localized.map((route) => patternOf(route.folder)))].sort();

describe("the page registry", () => {
  it("has one entry for every page under src/app/[locale], and none for a page that is gone", () => {
    expect(served.length).toBeGreaterThan(20);
    expect([...pages.map((entry) => entry.pattern)].sort()).toEqual(served);
  });

  it("has no page outside [locale] but the development outbox (outside the proxy; /dev is not matched)", () => {
    const outside = routes.filter((route) => route.file === "page.tsx" && !localized.includes(route)).map((route) => route.folder);
    expect(outside).toEqual(["dev/outbox"]);
  });

  it("publishes every page in English (the proxy sends a page a locale does not publish there)", () => {
    for (const entry of pages) expect(entry.locales, entry.pattern).toContain("en");
  });

  it("names each pattern once", () => {
    expect(new Set(pages.map((entry) => entry.pattern)).size).toBe(pages.length);
  });

  it.each([
    ["/", "public"],
    ["/terms/privacy-policy", "public"],
    ["/contact-us", "public"],
    ["/sign-in", "public"],
    ["/profile", "private"],
    ["/profile/settings/email", "private"],
    ["/admin/flags", "private"],
    ["/complete-sign-up", "private"],
    ["/autologin", "private"],
    ["/auth/action", "private"],
    ["/auth/popup-complete", "private"],
    // A signed-in page nobody registered yet, and any unknown path: private.
    ["/my-plan", "private"],
    ["/lessons/42", "private"],
  ] as const)("serves %s as %s", (pagePath, audience) => {
    expect(cacheAudienceOf(pages, pagePath)).toBe(audience);
  });

  it("publishes the core pages, legal texts and the 404 in every locale, the rest in the primary locales", () => {
    for (const locale of locales) {
      for (const page of ["/", "/contact-us", "/sign-in", "/profile/settings/phone", "/terms", "/terms/refund"]) {
        expect(isPublishedIn(pages, locale, page), `${locale}${page}`).toBe(true);
      }
    }
    for (const page of ["/admin", "/admin/events"]) {
      expect(localesForPage(pages, page), page).toEqual([...primaryLocales]);
    }
    // An unknown path answers its 404 in the language of its address.
    for (const page of ["/no-such-page", "/termsheet"]) expect(localesForPage(pages, page), page).toEqual([...locales]);
  });

  it("puts the public marketing pages in the sitemaps, and no private page", () => {
    for (const page of ["/", "/contact-us", "/terms", "/terms/refund"]) expect(findPage(pages, page)?.sitemap, page).toBe(true);
    for (const entry of pages) if (entry.audience !== "public") expect(entry.sitemap, entry.pattern).toBe(false);
  });

  it("names metadata keys the English catalogue has", () => {
    const english = JSON.parse(readFileSync(path.join(import.meta.dirname, "../../messages/en.json"), "utf8")) as Record<string, unknown>;
    const lookUp = (key: string) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
    const keys = pages.flatMap((entry) => [entry.metadata?.title, entry.metadata?.description]).filter((key) => key !== undefined);
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(typeof lookUp(key), key).toBe("string");
  });

  it("leaves a page that asks not to be indexed out of the sitemaps", () => {
    for (const entry of pages) if (entry.metadata?.index === false) expect(entry.sitemap, entry.pattern).toBe(false);
  });
});
