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
  it("writes a locale's own currency with its narrow symbol (the same in every runtime), others as the locale does", () => {
    expect(formatCurrency("uk", 1599, "UAH").replace(/\s/g, " ")).toBe("1 599,00 ₴");
    expect(formatCurrency("uk", 15.99, "USD").replace(/\s/g, " ")).toBe("15,99 USD");
    // "$" alone could be pesos in Latin America.
    expect(formatCurrency("es-419", 29.99, "USD").replace(/\s/g, " ")).toBe("USD 29.99");
  });
});
