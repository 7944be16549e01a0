import { describe, expect, it } from "vitest";
import { findPlan } from "./catalogue";
import { defaultCurrencyFor, formatMoney, priceOf, selectCurrency, showsTaxInclusiveWording } from "./price-selection";
import type { Currency } from "./plan-schema";

const plan = (id: string) => findPlan(id)!;
/** Intl separates with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the default currency of a country", () => {
  it.each([
    ["UA", "UAH"],
    ["PL", "PLN"],
    ["TR", "TRY"],
    ["IN", "INR"],
    ["BR", "BRL"],
    ["GB", "GBP"],
    ["DE", "EUR"],
    ["FR", "EUR"],
    ["GR", "EUR"],
    ["HR", "EUR"],
    ["BG", "EUR"],
    ["ME", "EUR"],
    ["ua", "UAH"],
    [" de ", "EUR"],
    ["US", "USD"],
    ["CZ", "USD"],
    ["CH", "USD"],
    ["JP", "USD"],
    ["", "USD"],
    [null, "USD"],
    [undefined, "USD"],
  ] as const)("%s → %s", (country, currency) => {
    expect(defaultCurrencyFor(country)).toBe(currency);
  });
});

describe("the switcher's choice", () => {
  it.each([
    ["UA", undefined, "UAH"],
    ["UA", "USD", "USD"],
    ["US", "EUR", "EUR"],
    ["DE", "GBP", "GBP"],
    ["IN", "JPY", "INR"],
    ["IN", "usd", "INR"],
    ["BR", "", "BRL"],
    [null, "PLN", "PLN"],
  ] as const)("country %s, choice %s → %s", (country, choice, currency) => {
    expect(selectCurrency({ country, choice, plan: plan("courses-premium-1m") })).toBe(currency);
  });

  it("falls back to the country when the plan is not sold in the choice", () => {
    const onlyUsd = { ...plan("courses-premium-1m"), prices: { USD: { regular: 1499 } } } as unknown as ReturnType<typeof plan>;
    expect(selectCurrency({ country: "UA", choice: "EUR", plan: onlyUsd })).toBe("UAH");
  });
});

describe("tax-inclusive wording", () => {
  it.each([
    ["DE", "EUR", true],
    ["DE", "USD", true],
    ["PL", "PLN", true],
    ["SE", "EUR", true],
    ["NO", "USD", true],
    ["GB", "GBP", true],
    ["CH", "USD", true],
    ["US", "USD", false],
    ["US", "EUR", false],
    ["UA", "UAH", false],
    ["IN", "INR", false],
    ["BR", "BRL", false],
    ["TR", "TRY", false],
    [null, "EUR", true],
    ["", "GBP", true],
    [null, "USD", false],
    [null, "UAH", false],
  ] as const)("%s paying %s → %s", (country, currency, expected) => {
    expect(showsTaxInclusiveWording({ country, currency })).toBe(expected);
  });
});

describe("formatted amounts", () => {
  it.each([
    ["en", 1499, "USD", "$14.99"],
    ["de", 1399, "EUR", "13,99 €"],
    ["fr", 1399, "EUR", "13,99 €"],
    ["en", 1199, "GBP", "£11.99"],
    ["uk", 29900, "UAH", "299,00 ₴"],
    ["pl", 4999, "PLN", "49,99 zł"],
    ["tr", 24999, "TRY", "₺249,99"],
    ["hi", 49900, "INR", "₹499.00"],
    ["pt", 3990, "BRL", "R$ 39,90"],
    ["en", 249900, "INR", "₹2,499.00"],
  ] as const)("%s %d %s → %s", (locale, amount, currency, expected) => {
    expect(plain(formatMoney(locale, amount, currency as Currency))).toBe(expected);
  });
});

describe("a plan's price", () => {
  it("has the intro as the first charge when there is one", () => {
    expect(priceOf(plan("courses-premium-1m"), "EUR")).toEqual({
      currency: "EUR",
      regular: 1399,
      intro: 699,
      introPeriods: 1,
      firstCharge: 699,
    });
  });

  it("charges one period's price for two on a two-for-one", () => {
    const price = priceOf(plan("courses-premium-3m"), "USD");
    expect(price).toMatchObject({ intro: price.regular, introPeriods: 2, firstCharge: price.regular });
  });

  it("charges the regular price without an intro", () => {
    expect(priceOf(plan("tutoring-pack-5"), "UAH")).toEqual({
      currency: "UAH",
      regular: 159900,
      intro: null,
      introPeriods: 0,
      firstCharge: 159900,
    });
  });
});
