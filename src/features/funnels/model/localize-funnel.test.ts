import { describe, expect, it } from "vitest";
import { readFunnelDefinitions } from "../server/load-funnels";
import { localizeFunnel } from "./localize-funnel";

describe("a funnel's language names", () => {
  const result = readFunnelDefinitions();
  if (!result.ok) throw new Error(result.errors.join("\n"));
  const spanishBoost = result.definitions.find((definition) => definition.slug === "spanish-boost")!;

  it.each([
    ["it", "Spagnolo", "Inglese"],
    ["fr", "Espagnol", "Anglais"],
    ["es", "Español", "Inglés"],
    ["en", "Spanish", "English"],
  ] as const)("in %s are choices with a capital letter", (locale, spanish, english) => {
    const names = localizeFunnel(spanishBoost, locale, []).languageNames;
    expect(names.es).toBe(spanish);
    expect(names.en).toBe(english);
  });
});
