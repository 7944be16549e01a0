import { describe, expect, it } from "vitest";
import { funnelEntryHref } from "./entry-route";

type Params = Record<string, string | string[] | undefined>;

describe("funnelEntryHref", () => {
  it.each([
    ["nothing to keep", "en", {}, "/en/funnel/lessons-onboarding"],
    [
      "the screen and both flags, as given",
      "uk",
      { screen: "level", webview: "true", hideHeader: "false" },
      "/uk/funnel/lessons-onboarding?screen=level&webview=true&hideHeader=false",
    ],
    [
      "other parameters stay behind",
      "de",
      { plan: "x", utm_source: "ad", hideHeader: "true" },
      "/de/funnel/lessons-onboarding?hideHeader=true",
    ],
    ["a repeated parameter is dropped", "en", { screen: ["a", "b"], webview: "true" }, "/en/funnel/lessons-onboarding?webview=true"],
    ["values are encoded", "en", { screen: "a b&c=d" }, "/en/funnel/lessons-onboarding?screen=a+b%26c%3Dd"],
  ] as [string, "en" | "uk" | "de", Params, string][])("%s", (_, locale, params, href) => {
    expect(funnelEntryHref(locale, "lessons-onboarding", params)).toBe(href);
  });
});
