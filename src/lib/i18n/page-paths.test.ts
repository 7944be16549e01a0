import { describe, expect, it } from "vitest";
import { localizedLocalPath, localizedPath, normalizePagePath } from "./page-paths";

describe("page paths", () => {
  it("normalizes a page path", () => {
    expect(normalizePagePath("/terms/refund/")).toBe("/terms/refund");
    expect(normalizePagePath("")).toBe("/");
    expect(normalizePagePath("terms")).toBe("/terms");
  });
  it("puts the locale in front, /{locale} for the home page", () => {
    expect(localizedPath("hi", "/")).toBe("/hi");
    expect(localizedPath("uk", "/terms/refund/")).toBe("/uk/terms/refund");
  });
  it("keeps a local address that names its locale, and puts one without in the locale", () => {
    expect(localizedLocalPath("pl", "/pl/profile/payments-subscriptions/choose?plan=a#a")).toBe(
      "/pl/profile/payments-subscriptions/choose?plan=a#a",
    );
    expect(localizedLocalPath("pl", "/es-419?x=1")).toBe("/es-419?x=1");
    expect(localizedLocalPath("pl", "/profile/payments-subscriptions/choose?plan=a")).toBe(
      "/pl/profile/payments-subscriptions/choose?plan=a",
    );
    // A page whose name starts like a locale is not one.
    expect(localizedLocalPath("de", "/plans")).toBe("/de/plans");
    expect(localizedLocalPath("de", "/")).toBe("/de");
  });
});
