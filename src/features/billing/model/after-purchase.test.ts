import { describe, expect, it } from "vitest";
import { afterPurchaseHref, AFTER_PURCHASE_STORAGE_KEY, rememberForAfterPurchaseScript } from "./after-purchase";

describe("afterPurchaseHref", () => {
  it.each([
    ["/en/course/lesson/en-a1-u02-l02", "en", { href: "/en/course/lesson/en-a1-u02-l02", remembered: true }],
    [null, "en", { href: "/en/course", remembered: false }],
    ["", "en", { href: "/en/course", remembered: false }],
    // Another locale's page: the purchase was made here, so the fallback in this locale.
    ["/uk/course/lesson/en-a1-u02-l02", "en", { href: "/en/course", remembered: false }],
    // Not ours: refused by the one safe-redirect check.
    ["//evil.example/en/course", "en", { href: "/en/course", remembered: false }],
    ["https://evil.example/en/course", "en", { href: "/en/course", remembered: false }],
    ["/\\evil.example", "en", { href: "/en/course", remembered: false }],
    ["/english", "en", { href: "/en/course", remembered: false }],
  ])("%j in %s → %j", (remembered, locale, expected) => {
    expect(afterPurchaseHref(remembered, locale, `/${locale}/course`)).toEqual(expected);
  });
});

describe("rememberForAfterPurchaseScript", () => {
  it("stores the path under the key, and a path cannot close the script tag", () => {
    const stored = new Map<string, string>();
    const sessionStorage = { setItem: (key: string, value: string) => stored.set(key, value) };
    new Function("sessionStorage", rememberForAfterPurchaseScript("/en/course/lesson/x</script><b>"))(sessionStorage);
    expect(stored.get(AFTER_PURCHASE_STORAGE_KEY)).toBe("/en/course/lesson/x</script><b>");
    expect(rememberForAfterPurchaseScript("/a</script>")).not.toContain("</script>");
  });
});
