import { describe, expect, it } from "vitest";
import {
  barChart,
  calendarStatuses,
  cumulative,
  goalRing,
  lastDays,
  lineChart,
  monthGrid,
  monthsEndingWith,
  niceMax,
  weekday,
  weekOf,
} from "./charts";
import { computeStreak, localDay, type ActivityEvent } from "./streak";

const none = new Map();

describe("lastDays", () => {
  it("fills the days without a value with 0, oldest first, across a month end", () => {
    const days = lastDays("2026-03-02", 4, [
      { day: "2026-02-27", value: 9 },
      { day: "2026-03-01", value: 12 },
      { day: "2026-01-01", value: 50 },
    ]);
    expect(days).toEqual([
      { day: "2026-02-27", value: 9 },
      { day: "2026-02-28", value: 0 },
      { day: "2026-03-01", value: 12 },
      { day: "2026-03-02", value: 0 },
    ]);
  });
});

describe("niceMax", () => {
  it.each([
    [0, 10],
    [7, 10],
    [11, 20],
    [42, 50],
    [50, 50],
    [130, 200],
    [501, 1000],
  ])("%d → %d", (max, nice) => expect(niceMax(max, 10)).toBe(nice));
});

describe("barChart", () => {
  const box = { width: 300, height: 120, top: 10, bottom: 20 };

  it("puts one bar per day in equal slots, its height in proportion to the axis maximum", () => {
    const chart = barChart(
      lastDays("2026-05-30", 30, [
        { day: "2026-05-30", value: 40 },
        { day: "2026-05-01", value: 20 },
      ]),
      box,
    );
    expect(chart.bars).toHaveLength(30);
    expect(chart.max).toBe(50);
    expect(chart.baseline).toBe(100);
    const [firstBar, , ...rest] = chart.bars;
    const lastBar = rest.at(-1)!;
    expect(firstBar).toMatchObject({ day: "2026-05-01", value: 20, x: 1.25, width: 7.5, height: 36, y: 64 });
    expect(lastBar).toMatchObject({ day: "2026-05-30", value: 40, x: 291.25, height: 72, y: 28 });
    expect(chart.bars[1]!.height).toBe(0);
    expect(chart.bars[1]!.y).toBe(100);
  });

  it("keeps an empty month on a 0–10 axis, every bar on the baseline", () => {
    const chart = barChart(lastDays("2026-05-30", 30, []), box);
    expect(chart.max).toBe(10);
    expect(chart.bars.every((bar) => bar.height === 0 && bar.y === chart.baseline)).toBe(true);
  });
});

describe("lineChart", () => {
  const box = { width: 200, height: 110, top: 10, bottom: 0 };

  it("places points by calendar day and value, with the line and the area under it", () => {
    const chart = lineChart(
      [
        { day: "2026-01-30", value: 0 },
        { day: "2026-02-01", value: 10 },
        { day: "2026-02-04", value: 25 },
      ],
      box,
    );
    expect(chart.max).toBe(50);
    expect(chart.points.map(({ x, y }) => [x, y])).toEqual([
      [0, 110],
      [80, 90],
      [200, 60],
    ]);
    expect(chart.path).toBe("M0 110 L80 90 L200 60");
    expect(chart.area).toBe("M0 110 L80 90 L200 60 L200 110 L0 110 Z");
  });

  it("draws nothing without points", () => {
    expect(lineChart([], box)).toMatchObject({ path: "", area: "", points: [] });
  });

  it("builds running totals from daily new words", () => {
    expect(
      cumulative(
        [
          { day: "2026-01-01", value: 3 },
          { day: "2026-01-02", value: 0 },
          { day: "2026-01-03", value: 5 },
        ],
        10,
      ),
    ).toEqual([
      { day: "2026-01-01", value: 13 },
      { day: "2026-01-02", value: 13 },
      { day: "2026-01-03", value: 18 },
    ]);
  });
});

describe("the streak calendar's month grid", () => {
  it("starts weeks on Monday, pads the neighbouring months and marks today", () => {
    // 1 February 2026 is a Sunday.
    expect(weekday("2026-02-01")).toBe(0);
    const grid = monthGrid("2026-02", none, "2026-02-10");
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(grid.weeks[0]![6]).toMatchObject({ day: "2026-02-01", date: 1, status: "none" });
    expect(grid.weeks[4]![5]).toMatchObject({ day: "2026-02-28" });
    expect(grid.weeks[4]![6]).toBeNull();
    const cells = grid.weeks.flat().filter((cell) => cell !== null);
    expect(cells).toHaveLength(28);
    expect(cells.filter((cell) => cell.isToday).map((cell) => cell.day)).toEqual(["2026-02-10"]);
    expect(cells.find((cell) => cell.day === "2026-02-11")!.status).toBe("future");
  });

  it("starts weeks on Sunday when asked, and knows leap years", () => {
    const grid = monthGrid("2028-02", none, "2028-02-29", 0);
    // 1 February 2028 is a Tuesday; the 29th exists.
    expect(grid.weeks[0]!.findIndex((cell) => cell !== null)).toBe(2);
    expect(grid.weeks.flat().filter((cell) => cell !== null)).toHaveLength(29);
  });

  it("lists the months ending with today's across a year end", () => {
    expect(monthsEndingWith("2027-01-15", 3)).toEqual(["2026-11", "2026-12", "2027-01"]);
    expect(monthsEndingWith("2026-03-31", 2)).toEqual(["2026-02", "2026-03"]);
  });

  it("shows active, frozen, missed, break and planned break days as the streak judged them", () => {
    const zone = "Europe/Kyiv";
    const act = (iso: string): ActivityEvent => ({ kind: "activity", at: new Date(iso), timeZone: zone });
    const events = [
      ...Array.from({ length: 7 }, (_, k) => act(`2026-03-${String(k + 1).padStart(2, "0")}T10:00:00Z`)),
      act("2026-03-09T10:00:00Z"),
    ];
    const now = new Date("2026-03-10T10:00:00Z");
    const streak = computeStreak(events, now, zone);
    const statuses = calendarStatuses(streak.days, ["2026-03-12", "2026-03-13"], streak.today);
    const cells = new Map(
      monthGrid("2026-03", statuses, streak.today)
        .weeks.flat()
        .filter((cell) => cell !== null)
        .map((cell) => [cell.day, cell.status]),
    );
    expect(cells.get("2026-03-01")).toBe("active");
    expect(cells.get("2026-03-08")).toBe("frozen");
    expect(cells.get("2026-03-09")).toBe("active");
    expect(cells.get("2026-03-10")).toBe("pending");
    expect(cells.get("2026-03-11")).toBe("future");
    expect(cells.get("2026-03-12")).toBe("planned-break");
    expect(cells.get("2026-02-28")).toBeUndefined();
  });

  it("puts the same instant in the month of the learner's own zone", () => {
    const instant = new Date("2026-04-30T22:30:00Z");
    const inTokyo = localDay(instant, "Asia/Tokyo");
    const inNewYork = localDay(instant, "America/New_York");
    expect(inTokyo).toBe("2026-05-01");
    expect(inNewYork).toBe("2026-04-30");
    expect(monthsEndingWith(inTokyo, 1)).toEqual(["2026-05"]);
    expect(monthsEndingWith(inNewYork, 1)).toEqual(["2026-04"]);
    const tokyoToday = monthGrid("2026-05", none, inTokyo)
      .weeks.flat()
      .find((cell) => cell?.isToday);
    expect(tokyoToday).toMatchObject({ day: "2026-05-01", date: 1 });
    expect(
      monthGrid("2026-04", none, inNewYork)
        .weeks.flat()
        .find((cell) => cell?.isToday),
    ).toMatchObject({ date: 30 });
  });

  it("keeps a month's grid the same across a DST change (dates, not hours)", () => {
    // Europe moves its clocks on 29 March 2026: still 31 days, 1 March a Sunday.
    const grid = monthGrid("2026-03", none, "2026-03-31");
    const cells = grid.weeks.flat().filter((cell) => cell !== null);
    expect(cells.map((cell) => cell.date)).toEqual(Array.from({ length: 31 }, (_, k) => k + 1));
    expect(grid.weeks[0]![6]).toMatchObject({ day: "2026-03-01" });
  });
});

describe("weekOf", () => {
  it("gives Monday to Sunday around today, across a month end", () => {
    const week = weekOf("2026-07-01", new Map([["2026-06-30", "active" as const]]));
    expect(week.map((cell) => cell.day)).toEqual([
      "2026-06-29",
      "2026-06-30",
      "2026-07-01",
      "2026-07-02",
      "2026-07-03",
      "2026-07-04",
      "2026-07-05",
    ]);
    expect(week.map((cell) => cell.status)).toEqual(["none", "active", "none", "future", "future", "future", "future"]);
    expect(week[2]!.isToday).toBe(true);
  });
});

describe("goalRing", () => {
  it("draws the part of the goal reached", () => {
    const ring = goalRing(7 * 60 + 30, 10, 10);
    expect(ring).toMatchObject({ minutesDone: 7, minutes: 10, fraction: 0.75, reached: false, circumference: 62.83 });
    expect(ring.dash).toBe("47.12 15.71");
  });

  it("stops at a full circle when the goal is passed, and is empty with nothing done", () => {
    expect(goalRing(30 * 60, 15, 10)).toMatchObject({ fraction: 1, reached: true, minutesDone: 30, dash: "62.83 0" });
    expect(goalRing(0, 5, 10)).toMatchObject({ fraction: 0, reached: false, dash: "0 62.83" });
  });
});
