import { describe, expect, it } from "vitest";
import {
  parseAttribution,
  readTouch,
  serializeAttribution,
  updateAttribution,
  utmSourceOf,
  VISIT_TIMEOUT_MS,
  type Attribution,
} from "./attribution";

const site = "lingora.example";
const at = (minutes: number) => Date.UTC(2026, 10, 21, 9, 0) + minutes * 60_000;
const view = (minutes: number, url: string, referrer = "") => ({
  now: at(minutes),
  url: `https://${site}${url}`,
  referrer,
  siteHost: site,
});

describe("readTouch", () => {
  it.each([
    [
      "/?utm_source=newsletter&utm_medium=email&utm_campaign=spring",
      "",
      { type: "campaign", source: "newsletter", medium: "email", campaign: "spring" },
    ],
    [
      "/?utm_source=google&utm_medium=cpc&utm_term=learn+english",
      "",
      { type: "paid", source: "google", medium: "cpc", term: "learn english" },
    ],
    ["/?gclid=abc", "", { type: "paid", source: "google", medium: "cpc", clickId: { name: "gclid", value: "abc" } }],
    ["/?fbclid=xyz", "", { type: "paid", source: "facebook" }],
    ["/?ttclid=t1", "", { type: "paid", source: "tiktok" }],
    ["/", "https://www.google.com/search?q=lingora", { type: "organic", source: "google", medium: "organic" }],
    ["/", "https://l.facebook.com/", { type: "social", source: "facebook" }],
    ["/", "https://blog.example.org/post", { type: "referral", source: "blog.example.org", medium: "referral" }],
    ["/", `https://${site}/en/terms`, { type: "direct", source: "(direct)" }],
    ["/", "", { type: "direct", source: "(direct)", medium: "(none)" }],
  ])("%s from %s", (url, referrer, expected) => {
    expect(readTouch({ url: `https://${site}${url}`, referrer, siteHost: site })).toMatchObject(expected);
  });
});

describe("updateAttribution over visits", () => {
  it("counts visits after 30 minutes without activity, and every page", () => {
    let a: Attribution | null = null;
    a = updateAttribution(a, view(0, "/en"));
    a = updateAttribution(a, view(10, "/en/terms"));
    a = updateAttribution(a, view(39, "/en/contact-us")); // 29 min after the last view: same visit
    expect(a).toMatchObject({ visits: 1, pages: 3 });
    a = updateAttribution(a, view(39 + 31, "/en"));
    expect(a).toMatchObject({ visits: 2, pages: 4 });
    expect(a.lastSeenAt).toBe(at(70));
  });

  it("keeps the campaign through later direct visits (last non-direct touch)", () => {
    let a = updateAttribution(null, view(0, "/en?utm_source=newsletter&utm_medium=email&utm_campaign=spring"));
    a = updateAttribution(a, view(5, "/en/terms", `https://${site}/en`));
    a = updateAttribution(a, view(5 + 24 * 60, "/en"));
    expect(a).toMatchObject({ type: "campaign", source: "newsletter", campaign: "spring", visits: 2, pages: 3 });
    expect(utmSourceOf(a)).toBe("newsletter");
  });

  it("a new visit from a search engine or another site replaces it; a tagged link replaces it even mid-visit", () => {
    let a = updateAttribution(null, view(0, "/en?utm_source=newsletter"));
    a = updateAttribution(a, view(VISIT_TIMEOUT_MS / 60_000 + 1, "/en", "https://www.bing.com/"));
    expect(a).toMatchObject({ type: "organic", source: "bing", visits: 2 });
    expect(utmSourceOf(a)).toBeNull();
    a = updateAttribution(a, view(32, "/en?gclid=g1"));
    expect(a).toMatchObject({ type: "paid", source: "google", visits: 2, clickId: { name: "gclid", value: "g1" } });
  });

  it("a referrer in the middle of a visit does not replace the visit's source", () => {
    let a = updateAttribution(null, view(0, "/en?utm_source=partner"));
    a = updateAttribution(a, view(2, "/en", "https://www.google.com/"));
    expect(a.source).toBe("partner");
  });
});

describe("the cookie value", () => {
  it("round-trips, and anything malformed reads as none", () => {
    const a = updateAttribution(null, view(0, "/en?utm_source=x&fbclid=f"));
    expect(parseAttribution(serializeAttribution(a))).toEqual(a);
    expect(parseAttribution("%7Bbroken")).toBeNull();
    expect(parseAttribution(encodeURIComponent(JSON.stringify({ ...a, type: "evil" })))).toBeNull();
    expect(parseAttribution(encodeURIComponent(JSON.stringify({ ...a, visits: "1" })))).toBeNull();
    expect(parseAttribution(undefined)).toBeNull();
  });
});
