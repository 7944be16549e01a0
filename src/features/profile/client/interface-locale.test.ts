import { describe, expect, it } from "vitest";
import { pathInLocale } from "./interface-locale";

describe("pathInLocale", () => {
  it("swaps the locale segment and keeps the page", () => {
    expect(pathInLocale("/en/profile/settings", "de")).toBe("/de/profile/settings");
    expect(pathInLocale("/uk", "es")).toBe("/es");
    expect(pathInLocale("/es-419/profile/settings/terms", "uk")).toBe("/uk/profile/settings/terms");
  });

  it("is null when the page is in that locale already, or not published in it", () => {
    expect(pathInLocale("/de/profile", "de")).toBeNull();
    // Secondary locales publish only their own list of pages (legal pages are in every locale).
    expect(pathInLocale("/en/admin/flags", "hi")).toBeNull();
    expect(pathInLocale("/en/terms/platform-guidelines", "hi")).toBe("/hi/terms/platform-guidelines");
    expect(pathInLocale("/no-locale/page", "de")).toBeNull();
  });
});
