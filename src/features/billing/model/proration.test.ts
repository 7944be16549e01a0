import { describe, expect, it } from "vitest";
import { addMonths, addPeriods } from "./billing-period";
import { prorate, prorateCount, prorateDifference, restartCharge } from "./proration";

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const april = { periodStart: d("2026-04-01"), periodEnd: d("2026-05-01") }; // 30 days

describe("prorate", () => {
  it.each([
    ["the whole period left", "2026-04-01", 3000, 3000],
    ["half left", "2026-04-16", 3000, 1500],
    ["a third left (exact)", "2026-04-21", 3000, 1000],
    ["one day left", "2026-04-30", 3000, 100],
    ["nothing left", "2026-05-01", 3000, 0],
    ["before the period (clamped)", "2026-03-01", 3000, 3000],
    ["after the period (clamped)", "2026-06-01", 3000, 0],
    ["rounded toward zero: 1499 × 29/30 = 1449.03", "2026-04-02", 1499, 1449],
    ["rounded toward zero: 1001 × 1/30 = 33.37", "2026-04-30", 1001, 33],
    ["a credit rounded toward zero: -1001 × 1/30 = -33.37", "2026-04-30", -1001, -33],
  ])("%s", (_, at, amount, expected) => {
    expect(prorate(amount, { ...april, at: d(at) })).toBe(expected);
  });

  it("stays exact on large amounts over a year", () => {
    const year = { periodStart: d("2026-01-01"), periodEnd: d("2027-01-01") };
    // 365 days; 9 999 999 × 1/365 = 27 397.26…
    expect(prorate(9_999_999, { ...year, at: d("2026-12-31") })).toBe(27_397);
    expect(prorate(9_999_999, { ...year, at: new Date("2026-12-31T23:59:59.999Z") })).toBe(0);
  });

  it("refuses fractional amounts and empty periods", () => {
    expect(() => prorate(14.99, { ...april, at: d("2026-04-10") })).toThrow(RangeError);
    expect(() => prorate(100, { periodStart: d("2026-04-01"), periodEnd: d("2026-04-01"), at: d("2026-04-01") })).toThrow(RangeError);
  });
});

describe("prorateCount (whole credits)", () => {
  it.each([
    ["moments after the period starts: all 4", new Date("2026-04-01T00:05:00Z"), 4, 4],
    ["half left: 2 of 4", d("2026-04-16"), 4, 2],
    ["a third left: 1.33 → 1", d("2026-04-21"), 4, 1],
    ["60 % left: 2.4 → 2", d("2026-04-13"), 4, 2],
    ["70 % left: 2.8 → 3", d("2026-04-10"), 4, 3],
    ["one day left: 0.13 → 0", d("2026-04-30"), 4, 0],
    ["nothing left", d("2026-05-01"), 4, 0],
  ])("%s", (_, at, count, expected) => {
    expect(prorateCount(count, { ...april, at })).toBe(expected);
  });
});

describe("upgrade charges", () => {
  it("charges the remaining fraction of the price difference in the same period", () => {
    // 4 credits (5999) → 8 credits (10999) with 14 of 28 days left: (10999 − 5999) × ½ = 2500.
    const fourWeeks = { periodStart: d("2026-04-01"), periodEnd: d("2026-04-29") };
    expect(prorateDifference(5999, 10999, { ...fourWeeks, at: d("2026-04-15") })).toBe(2500);
    expect(prorateDifference(5999, 10999, { ...fourWeeks, at: d("2026-04-29") })).toBe(0);
  });

  it("charges the new price less the unused part when the period restarts", () => {
    // paid 1499 for April, a third left → credit 499 (499.67 toward zero); 7999 − 499 = 7500.
    expect(restartCharge(1499, 7999, { ...april, at: d("2026-04-21") })).toBe(7500);
    expect(restartCharge(9000, 1000, { ...april, at: d("2026-04-01") })).toBe(0);
  });
});

describe("billing periods", () => {
  it.each([
    ["2026-01-31", { unit: "month", count: 1 }, 1, "2026-02-28"],
    ["2028-01-31", { unit: "month", count: 1 }, 1, "2028-02-29"],
    ["2026-03-15", { unit: "month", count: 3 }, 2, "2026-09-15"],
    ["2026-04-01", { unit: "week", count: 4 }, 1, "2026-04-29"],
    ["2026-04-01", { unit: "day", count: 7 }, 1, "2026-04-08"],
    ["2028-02-29", { unit: "year", count: 1 }, 1, "2029-02-28"],
  ] as const)("%s + %o × %d = %s", (start, period, times, end) => {
    expect(addPeriods(d(start), period, times)).toEqual(d(end));
  });

  it("keeps the time of day", () => {
    expect(addMonths(new Date("2026-01-31T15:30:00Z"), 1)).toEqual(new Date("2026-02-28T15:30:00Z"));
  });
});
