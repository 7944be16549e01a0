import { describe, expect, it } from "vitest";
import {
  addDays,
  breakProblem,
  computeStreak,
  daysBetween,
  localDay,
  resolveTimeZone,
  type ActivityEvent,
  type BreakEvent,
  type StreakEvent,
} from "./streak";

const KYIV = "Europe/Kyiv";
const NEW_YORK = "America/New_York";
const TOKYO = "Asia/Tokyo";

const act = (iso: string, timeZone: string): ActivityEvent => ({ kind: "activity", at: new Date(iso), timeZone });
/** One activity a day at the same UTC hour, `count` days from `firstIso`. */
const daily = (firstIso: string, count: number, timeZone: string): ActivityEvent[] =>
  Array.from({ length: count }, (_, k) => act(new Date(Date.parse(firstIso) + k * 86_400_000).toISOString(), timeZone));
const brk = (announcedIso: string, timeZone: string, firstDay: string, days: number): BreakEvent => ({
  kind: "break",
  announcedAt: new Date(announcedIso),
  timeZone,
  firstDay,
  days,
});
const statuses = (events: StreakEvent[], nowIso: string, zone: string) =>
  Object.fromEntries(computeStreak(events, new Date(nowIso), zone).days.map((d) => [d.day, d.status]));

describe("localDay", () => {
  it.each([
    // Kyiv: UTC+2 in winter, UTC+3 from 29 March 2026 03:00 to 25 October 2026 04:00
    ["2026-03-28T21:59:00Z", KYIV, "2026-03-28"],
    ["2026-03-28T22:00:00Z", KYIV, "2026-03-29"],
    ["2026-03-29T20:59:00Z", KYIV, "2026-03-29"], // 23:59 on the 23-hour day
    ["2026-03-29T21:00:00Z", KYIV, "2026-03-30"],
    ["2026-10-24T21:00:00Z", KYIV, "2026-10-25"], // 00:00 summer time
    ["2026-10-25T21:59:00Z", KYIV, "2026-10-25"], // 23:59 winter time, 25 hours later
    // New York: UTC-5 in winter, UTC-4 from 8 March 2026 to 1 November 2026
    ["2026-03-08T04:59:00Z", NEW_YORK, "2026-03-07"],
    ["2026-03-08T05:00:00Z", NEW_YORK, "2026-03-08"],
    ["2026-03-09T03:59:00Z", NEW_YORK, "2026-03-08"], // 23:59 EDT
    ["2026-03-09T04:00:00Z", NEW_YORK, "2026-03-09"],
    ["2026-11-01T04:30:00Z", NEW_YORK, "2026-11-01"], // 00:30 EDT
    ["2026-11-02T04:30:00Z", NEW_YORK, "2026-11-01"], // 23:30 EST: 24 hours later, the same day
    ["2026-05-05T00:00:00Z", TOKYO, "2026-05-05"],
    ["2026-05-05T00:00:00Z", NEW_YORK, "2026-05-04"],
  ])("%s in %s is %s", (iso, zone, day) => {
    expect(localDay(new Date(iso), zone)).toBe(day);
  });

  it.each([
    ["Europe/Kyiv", "Europe/Kyiv"],
    [" America/New_York ", "America/New_York"],
    ["Not/AZone", "UTC"],
    ["", "UTC"],
    [null, "UTC"],
  ])("X-Time-Location %j resolves to %s", (value, zone) => {
    expect(resolveTimeZone(value)).toBe(zone);
  });

  it("day arithmetic is by calendar date", () => {
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysBetween("2026-03-08", "2026-03-10")).toBe(2);
    expect(daysBetween("2026-11-02", "2026-11-01")).toBe(-1);
  });
});

describe("computeStreak across DST", () => {
  it("Kyiv, spring forward: 23:30 on Saturday and 23:30 on the 23-hour Sunday are two days", () => {
    const events = [act("2026-03-28T21:30:00Z", KYIV), act("2026-03-29T20:30:00Z", KYIV), act("2026-03-29T21:10:00Z", KYIV)];
    const s = computeStreak(events, new Date("2026-03-30T08:00:00Z"), KYIV);
    expect(s).toMatchObject({ today: "2026-03-30", current: 3, activeToday: true });
    expect(s.days.map((d) => d.status)).toEqual(["active", "active", "active"]);
  });

  it("Kyiv, fall back: 00:10 and 23:50 on the 25-hour Sunday are one day, and Monday is not missed", () => {
    const events = [act("2026-10-24T17:00:00Z", KYIV), act("2026-10-24T21:10:00Z", KYIV), act("2026-10-25T21:50:00Z", KYIV)];
    const s = computeStreak(events, new Date("2026-10-26T21:30:00Z"), KYIV); // Monday 23:30
    expect(s).toMatchObject({ today: "2026-10-26", current: 2, activeToday: false, longest: 2 });
    expect(statuses(events, "2026-10-26T21:30:00Z", KYIV)).toEqual({
      "2026-10-24": "active",
      "2026-10-25": "active",
      "2026-10-26": "pending",
    });
  });

  it("New York: every evening at 23:30 local across both DST changes is an unbroken streak", () => {
    const spring = ["2026-03-07T04:30:00Z", "2026-03-08T04:30:00Z", "2026-03-09T03:30:00Z", "2026-03-10T03:30:00Z"];
    const fall = ["2026-10-31T03:30:00Z", "2026-11-01T03:30:00Z", "2026-11-02T04:30:00Z", "2026-11-03T04:30:00Z"];
    const springStreak = computeStreak(
      spring.map((iso) => act(iso, NEW_YORK)),
      new Date("2026-03-10T12:00:00Z"),
      NEW_YORK,
    );
    expect(springStreak).toMatchObject({ current: 4, activeToday: false });
    expect(springStreak.days.map((d) => d.day)).toEqual(["2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"]);
    const fallStreak = computeStreak(
      fall.map((iso) => act(iso, NEW_YORK)),
      new Date("2026-11-03T12:00:00Z"),
      NEW_YORK,
    );
    expect(fallStreak).toMatchObject({ current: 4, activeToday: false });
    expect(fallStreak.days.filter((d) => d.status === "missed")).toEqual([]);
  });

  it("New York: two practices 24 hours apart over the fall-back night are one day, so the next day is needed", () => {
    const events = [act("2026-11-01T04:30:00Z", NEW_YORK), act("2026-11-02T04:30:00Z", NEW_YORK)];
    const s = computeStreak(events, new Date("2026-11-03T15:00:00Z"), NEW_YORK);
    expect(s).toMatchObject({ current: 0, longest: 1 });
    expect(statuses(events, "2026-11-03T15:00:00Z", NEW_YORK)["2026-11-02"]).toBe("missed");
  });
});

describe("computeStreak across time-zone changes", () => {
  it("flying east over the date line (New York → Tokyo): the swallowed calendar day is travel, not a miss", () => {
    const events = [act("2026-05-05T00:00:00Z", NEW_YORK), act("2026-05-06T06:00:00Z", TOKYO)]; // Mon 20:00 NY, Wed 15:00 Tokyo
    const s = computeStreak(events, new Date("2026-05-06T08:00:00Z"), TOKYO);
    expect(s).toMatchObject({ current: 2, freezesSpent: [], activeToday: true });
    expect(statuses(events, "2026-05-06T08:00:00Z", TOKYO)).toEqual({
      "2026-05-04": "active",
      "2026-05-05": "travel",
      "2026-05-06": "active",
    });
  });

  it("staying in New York, the same two calendar days apart is a missed day", () => {
    const events = [act("2026-05-05T00:00:00Z", NEW_YORK), act("2026-05-06T23:00:00Z", NEW_YORK)]; // Mon 20:00, Wed 19:00
    expect(computeStreak(events, new Date("2026-05-06T23:30:00Z"), NEW_YORK)).toMatchObject({ current: 1, longest: 1 });
  });

  it("flying west (Tokyo → New York) repeats a calendar day: counted once, and the day after continues", () => {
    const events = [
      act("2026-05-05T11:00:00Z", TOKYO), // Tue 20:00 Tokyo
      act("2026-05-05T23:00:00Z", NEW_YORK), // Tue 19:00 New York
      act("2026-05-06T23:00:00Z", NEW_YORK), // Wed 19:00 New York
    ];
    const s = computeStreak(events, new Date("2026-05-06T23:30:00Z"), NEW_YORK);
    expect(s).toMatchObject({ current: 2, activeToday: true });
  });

  it("moving from Kyiv to New York keeps a daily streak, and a real skipped day there still breaks it", () => {
    const events = [act("2026-06-01T20:00:00Z", KYIV), act("2026-06-03T01:00:00Z", NEW_YORK)]; // Mon 23:00 Kyiv, Tue 21:00 NY
    expect(computeStreak(events, new Date("2026-06-03T02:00:00Z"), NEW_YORK)).toMatchObject({ current: 2, today: "2026-06-02" });
    expect(computeStreak(events, new Date("2026-06-04T14:00:00Z"), NEW_YORK)).toMatchObject({ current: 0, longest: 2 });
  });

  it("the learner's current zone decides today", () => {
    const events = [act("2026-06-01T20:00:00Z", KYIV)]; // Mon 23:00 in Kyiv
    expect(computeStreak(events, new Date("2026-06-01T22:00:00Z"), KYIV)).toMatchObject({
      today: "2026-06-02",
      activeToday: false,
      current: 1,
    });
    expect(computeStreak(events, new Date("2026-06-01T22:00:00Z"), NEW_YORK)).toMatchObject({ today: "2026-06-01", activeToday: true });
  });
});

describe("freezes", () => {
  const start = "2026-01-05T18:00:00Z";

  it.each([
    [6, 0, []],
    [7, 1, ["2026-01-11"]],
    [14, 2, ["2026-01-11", "2026-01-18"]],
    [21, 2, ["2026-01-11", "2026-01-18"]], // at most two held: the third is not earned
  ])("%i days in a row: %i held", (days, held, earned) => {
    const s = computeStreak(daily(start, days, KYIV), new Date(Date.parse(start) + (days - 1) * 86_400_000 + 3_600_000), KYIV);
    expect(s).toMatchObject({ current: days, freezesHeld: held, freezesEarned: earned, activeToday: true });
  });

  it("a missed day spends one freeze and the streak carries on; today pending costs nothing", () => {
    const events = [...daily(start, 7, KYIV), act("2026-01-13T18:00:00Z", KYIV)]; // 12 January missed
    const s = computeStreak(events, new Date("2026-01-14T09:00:00Z"), KYIV);
    expect(s).toMatchObject({ current: 8, freezesHeld: 0, freezesSpent: ["2026-01-12"], activeToday: false });
    expect(statuses(events, "2026-01-14T09:00:00Z", KYIV)["2026-01-12"]).toBe("frozen");
  });

  it("missed days up to yesterday spend freezes even before the next practice", () => {
    const s = computeStreak(daily(start, 14, KYIV), new Date("2026-01-21T09:00:00Z"), KYIV); // 19 and 20 missed
    expect(s).toMatchObject({ current: 14, freezesHeld: 0, freezesSpent: ["2026-01-19", "2026-01-20"] });
  });

  it("more missed days than freezes: the freezes go in order, then the streak breaks", () => {
    const events = [...daily(start, 7, KYIV), act("2026-01-15T18:00:00Z", KYIV)]; // 12, 13, 14 missed, one freeze
    const s = computeStreak(events, new Date("2026-01-15T19:00:00Z"), KYIV);
    expect(s).toMatchObject({ current: 1, longest: 7, freezesHeld: 0, freezesSpent: ["2026-01-12"] });
    expect(statuses(events, "2026-01-15T19:00:00Z", KYIV)).toMatchObject({
      "2026-01-12": "frozen",
      "2026-01-13": "missed",
      "2026-01-14": "missed",
    });
  });

  it("two freezes cover the first two of four missed days, then the streak breaks", () => {
    const events = [...daily(start, 14, KYIV), act("2026-01-23T18:00:00Z", KYIV)]; // 19–22 missed, two freezes
    const s = computeStreak(events, new Date("2026-01-23T19:00:00Z"), KYIV);
    expect(s).toMatchObject({ current: 1, longest: 14, freezesHeld: 0, freezesSpent: ["2026-01-19", "2026-01-20"] });
  });
});

describe("planned breaks", () => {
  const start = "2026-02-02T18:00:00Z"; // Monday, Kyiv 20:00

  it("a 5-day break announced in advance holds the streak and spends no freeze", () => {
    const events: StreakEvent[] = [
      ...daily(start, 7, KYIV), // 2–8 February, one freeze earned
      brk("2026-02-08T19:00:00Z", KYIV, "2026-02-09", 5), // 9–13 February
      act("2026-02-14T18:00:00Z", KYIV),
    ];
    const s = computeStreak(events, new Date("2026-02-14T19:00:00Z"), KYIV);
    expect(s).toMatchObject({ current: 8, freezesHeld: 1, freezesSpent: [] });
    expect(s.days.filter((d) => d.status === "break").map((d) => d.day)).toEqual([
      "2026-02-09",
      "2026-02-10",
      "2026-02-11",
      "2026-02-12",
      "2026-02-13",
    ]);
  });

  it("during the break the streak holds and today says so", () => {
    const events: StreakEvent[] = [...daily(start, 3, KYIV), brk("2026-02-03T08:00:00Z", KYIV, "2026-02-05", 14)];
    const s = computeStreak(events, new Date("2026-02-18T10:00:00Z"), KYIV);
    expect(s).toMatchObject({ today: "2026-02-18", current: 3, onBreakToday: true, freezesSpent: [] });
    expect(s.days.at(-1)).toEqual({ day: "2026-02-18", status: "break" });
  });

  it("the day after the break is an ordinary day again", () => {
    const events: StreakEvent[] = [...daily(start, 3, KYIV), brk("2026-02-03T08:00:00Z", KYIV, "2026-02-05", 2)];
    expect(computeStreak(events, new Date("2026-02-08T10:00:00Z"), KYIV)).toMatchObject({ current: 0, longest: 3 });
  });

  it("a break announced on its first day, or longer than 14 days, is not taken", () => {
    const late: StreakEvent[] = [...daily(start, 3, KYIV), brk("2026-02-05T08:00:00Z", KYIV, "2026-02-05", 3)];
    expect(computeStreak(late, new Date("2026-02-07T10:00:00Z"), KYIV)).toMatchObject({ current: 0 });
    const long: StreakEvent[] = [...daily(start, 3, KYIV), brk("2026-02-03T08:00:00Z", KYIV, "2026-02-05", 15)];
    expect(computeStreak(long, new Date("2026-02-07T10:00:00Z"), KYIV)).toMatchObject({ current: 0 });
  });

  it.each([
    [{ firstDay: "2026-02-05", days: 1 }, null],
    [{ firstDay: "2026-02-05", days: 14 }, null],
    [{ firstDay: "2026-02-05", days: 0 }, "bad-length"],
    [{ firstDay: "2026-02-05", days: 15 }, "bad-length"],
    [{ firstDay: "2026-02-05", days: 2.5 }, "bad-length"],
    [{ firstDay: "2026-02-04", days: 3 }, "not-in-advance"], // today in Kyiv
    [{ firstDay: "2026-02-30", days: 3 }, "bad-day"],
    [{ firstDay: "5 Feb", days: 3 }, "bad-day"],
  ])("breakProblem(%j) is %s", (plan, problem) => {
    expect(breakProblem({ announcedAt: new Date("2026-02-04T08:00:00Z"), timeZone: KYIV, ...plan })).toBe(problem);
  });
});

describe("computeStreak basics", () => {
  it("no activity: nothing", () => {
    expect(computeStreak([], new Date("2026-02-04T08:00:00Z"), KYIV)).toMatchObject({ current: 0, longest: 0, days: [] });
  });

  it("activity reported after now (a skewed clock) is ignored", () => {
    const events = [act("2026-02-05T08:00:00Z", KYIV)];
    expect(computeStreak(events, new Date("2026-02-04T08:00:00Z"), KYIV)).toMatchObject({ current: 0 });
  });
});
