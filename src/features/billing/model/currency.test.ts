import { describe, expect, it } from "vitest";
import { CURRENCY_CODES, isCurrencyCode } from "./currency";
import { CURRENCIES } from "./plan-schema";

describe("the browser's currency list", () => {
  it("is the catalogue's, in the same order", () => {
    expect(CURRENCY_CODES).toEqual(CURRENCIES);
  });

  it.each([
    ["EUR", true],
    ["eur", false],
    ["JPY", false],
    [undefined, false],
  ])("%s is a currency we sell: %s", (value, expected) => {
    expect(isCurrencyCode(value)).toBe(expected);
  });
});
