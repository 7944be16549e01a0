import { describe, expect, it } from "vitest";
import { loadMessages } from "./load-messages";
import type { Messages } from "./merge-messages";

const catalogues: Record<string, Messages> = {
  en: { nav: { home: "Home", contact: "Contact" } },
  es: { nav: { home: "Inicio", contact: "Contacto" } },
  "es-419": { nav: { home: "Inicio" } },
  uk: { nav: { home: "Головна" } },
};

describe("loadMessages", () => {
  it("merges the fallback chain key by key", async () => {
    const messages = await loadMessages("es-419", async (locale) => catalogues[locale]!);
    expect(messages).toEqual({ nav: { home: "Inicio", contact: "Contacto" } });
  });
  it("uses English when the locale's catalogue fails to load", async () => {
    const messages = await loadMessages("uk", async (locale) => {
      if (locale === "uk") throw new Error("network");
      return catalogues[locale]!;
    });
    expect(messages).toEqual(catalogues.en);
  });
  it("loads the real catalogues with every English key present", async () => {
    const en = await loadMessages("en");
    const hi = await loadMessages("hi");
    expect(Object.keys(hi)).toEqual(Object.keys(en));
    expect((hi.errors as Messages).somethingWentWrong).not.toBe((en.errors as Messages).somethingWentWrong);
  });
});
