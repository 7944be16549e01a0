import { describe, expect, it } from "vitest";
import { locales, primaryLocales } from "@/lib/i18n/locales";
import type { PagePublication } from "@/lib/pages";
import { pathInLocale } from "./interface-locale";

// A registry like src/server/pages.ts: secondary locales publish the core and legal pages only.
const pages: PagePublication[] = [
  { pattern: "/", locales },
  { pattern: "/profile", locales },
  { pattern: "/profile/settings", locales },
  { pattern: "/profile/settings/terms", locales },
  { pattern: "/terms/[document]", locales },
  { pattern: "/admin/flags", locales: primaryLocales },
];

describe("pathInLocale", () => {
  it("swaps the locale segment and keeps the page", () => {
    expect(pathInLocale(pages, "/en/profile/settings", "de")).toBe("/de/profile/settings");
    expect(pathInLocale(pages, "/uk", "es")).toBe("/es");
    expect(pathInLocale(pages, "/es-419/profile/settings/terms", "uk")).toBe("/uk/profile/settings/terms");
  });

  it("is null when the page is in that locale already, or not published in it", () => {
    expect(pathInLocale(pages, "/de/profile", "de")).toBeNull();
    expect(pathInLocale(pages, "/en/admin/flags", "hi")).toBeNull();
    expect(pathInLocale(pages, "/en/admin/flags", "fr")).toBe("/fr/admin/flags");
    expect(pathInLocale(pages, "/en/terms/platform-guidelines", "hi")).toBe("/hi/terms/platform-guidelines");
    expect(pathInLocale(pages, "/no-locale/page", "de")).toBeNull();
    // A page the registry does not know is switched nowhere.
    expect(pathInLocale(pages, "/en/unknown", "fr")).toBeNull();
  });
});
