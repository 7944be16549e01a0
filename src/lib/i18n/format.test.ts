import { describe, expect, it } from "vitest";
import { formatCurrency, formatDate, formatNumber } from "./format";

describe("Intl formatting per locale", () => {
  const date = new Date("2026-11-21T10:00:00Z");
  it("formats dates in the locale's own way", () => {
    expect(formatDate("en", date)).toBe("November 21, 2026");
    expect(formatDate("de", date)).toBe("21. November 2026");
    expect(formatDate("uk", date)).toContain("листопада");
  });
  it("formats numbers and currencies", () => {
    expect(formatNumber("de", 1234.5)).toBe("1.234,5");
    expect(formatNumber("en", 1234.5)).toBe("1,234.5");
    expect(formatCurrency("en", 9.99, "USD")).toBe("$9.99");
    expect(formatCurrency("fr", 9.99, "EUR").replace(/\s/g, " ")).toBe("9,99 €");
  });
});
