import { describe, expect, it } from "vitest";
import { isSafeRedirect, safeRedirectPath } from "./safe-redirect";

const FALLBACK = "/en";

describe("safeRedirectPath", () => {
  it.each([
    ["/en/profile", "/en/profile"],
    ["/en/profile?tab=2#top", "/en/profile?tab=2#top"],
    ["/en/../uk/profile", "/uk/profile"],
    ["/", "/"],
  ])("keeps our own path %s", (value, expected) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(expected);
  });

  it.each([
    ["/\t/evil.example/phish"],
    ["/%09/evil.example/phish".replace("%09", "\t")],
    ["//evil.example"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["/\n/evil.example"],
    ["https://evil.example/"],
    ["http:evil.example"],
    ["javascript:alert(1)"],
    ["evil.example"],
    [" /en"],
    ["/\u0000/evil.example"],
    [""],
    [null],
    [undefined],
    ["/" + "a".repeat(3000)],
  ])("refuses %j", (value) => {
    expect(safeRedirectPath(value as string | null | undefined, FALLBACK)).toBe(FALLBACK);
  });

  it("accepts an absolute URL only on our own origin", () => {
    expect(safeRedirectPath("http://localhost:3000/en/profile", FALLBACK, "http://localhost:3000")).toBe("/en/profile");
    expect(safeRedirectPath("http://localhost:3000.evil.example/en", FALLBACK, "http://localhost:3000")).toBe(FALLBACK);
    expect(safeRedirectPath("http://user@localhost:3000/en", FALLBACK, "http://localhost:3000")).toBe(FALLBACK);
    expect(safeRedirectPath("http://localhost:3000/en", FALLBACK)).toBe(FALLBACK);
  });

  it("answers yes or no", () => {
    expect(isSafeRedirect("/en/profile")).toBe(true);
    expect(isSafeRedirect("/\t/evil.example/phish")).toBe(false);
  });
});
