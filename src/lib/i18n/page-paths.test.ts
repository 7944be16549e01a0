import { describe, expect, it } from "vitest";
import { localizedPath, normalizePagePath } from "./page-paths";

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
});
