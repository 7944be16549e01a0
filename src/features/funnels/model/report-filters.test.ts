import { describe, expect, it } from "vitest";
import { parseReportFilters } from "./report-filters";

const funnels = ["english-improve", "spanish-boost"];
const now = new Date("2026-11-23T10:15:00Z");

describe("parseReportFilters", () => {
  it("defaults to the first funnel and the last 30 days, today included", () => {
    expect(parseReportFilters({}, funnels, now)).toEqual({
      ok: true,
      filters: {
        funnel: "english-improve",
        fromDay: "2026-10-25",
        toDay: "2026-11-23",
        from: new Date("2026-10-25T00:00:00Z"),
        to: new Date("2026-11-24T00:00:00Z"),
        experiment: undefined,
      },
    });
  });

  it("takes a funnel, a range of whole UTC days and an experiment", () => {
    const parsed = parseReportFilters(
      { funnel: "spanish-boost", from: "2026-01-01", to: "2026-01-31", experiment: "cta-test" },
      funnels,
      now,
    );
    expect(parsed).toEqual({
      ok: true,
      filters: {
        funnel: "spanish-boost",
        fromDay: "2026-01-01",
        toDay: "2026-01-31",
        from: new Date("2026-01-01T00:00:00Z"),
        to: new Date("2026-02-01T00:00:00Z"),
        experiment: "cta-test",
      },
    });
    // One day: from and to the same day.
    expect(parseReportFilters({ from: "2026-03-01", to: "2026-03-01" }, funnels, now).ok).toBe(true);
    // An empty experiment is no split.
    expect(parseReportFilters({ experiment: "" }, funnels, now)).toMatchObject({ ok: true, filters: { experiment: undefined } });
  });

  it.each([
    ["an unknown funnel", { funnel: "nope" }],
    ["a start after the end", { from: "2026-02-01", to: "2026-01-31" }],
    ["a day that does not exist", { from: "2026-02-30" }],
    ["not a day", { to: "yesterday" }],
    ["more than 366 days", { from: "2025-01-01", to: "2026-01-02" }],
    ["a malformed experiment key", { experiment: "a b" }],
  ])("%s gives the defaults and says so", (_, query) => {
    const parsed = parseReportFilters(query, funnels, now);
    expect(parsed.ok).toBe(false);
    expect(parsed.filters).toMatchObject({ funnel: "english-improve", fromDay: "2026-10-25", toDay: "2026-11-23" });
  });

  it("366 days is the longest range", () => {
    expect(parseReportFilters({ from: "2025-01-01", to: "2026-01-01" }, funnels, now).ok).toBe(true);
  });
});
