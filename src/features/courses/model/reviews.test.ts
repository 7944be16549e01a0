import { describe, expect, it } from "vitest";
import {
  DEFAULT_DAILY_REVIEW_CAP,
  dueOn,
  effectiveDue,
  gradeFor,
  newCard,
  reviewCard,
  spreadBacklog,
  todaysReviews,
  type ReviewCard,
} from "./reviews";

const KYIV = "Europe/Kyiv";
const NEW_YORK = "America/New_York";
const t0 = new Date("2026-04-01T09:00:00Z");
const minutes = (n: number) => n * 60_000;
const dueAt = (itemId: string, iso: string, lastReview = "2026-03-01T09:00:00Z"): ReviewCard => ({
  ...newCard(itemId, new Date(lastReview)),
  state: "review",
  due: new Date(iso),
  lastReview: new Date(lastReview),
  stability: 10,
  difficulty: 5,
  reps: 3,
  scheduledDays: 10,
});

describe("gradeFor: the exercise outcome grades the card", () => {
  it.each([
    [{ verdict: "wrong", durationMs: 1_000 }, "again"],
    [{ verdict: "almost", durationMs: 1_000 }, "hard"],
    [{ verdict: "correct", durationMs: 12_000 }, "good"],
    [{ verdict: "correct", durationMs: 5_001 }, "good"],
    [{ verdict: "correct", durationMs: 5_000 }, "easy"],
    [{ verdict: "correct", durationMs: 9_000, fastWithinMs: 10_000 }, "easy"], // a typed sentence
    [{ verdict: "wrong", durationMs: 500, fastWithinMs: 10_000 }, "again"],
  ] as const)("%j → %s", (outcome, grade) => {
    expect(gradeFor(outcome)).toBe(grade);
  });
});

describe("newCard and reviewCard (fixed clock)", () => {
  it("a new card is due at once and has never been reviewed", () => {
    expect(newCard("word:apple", t0)).toMatchObject({ itemId: "word:apple", state: "new", due: t0, reps: 0, lapses: 0, lastReview: null });
  });

  it("the first grade: again, hard and good stay in today's session, easy waits days", () => {
    const card = newCard("word:apple", t0);
    const after = (grade: "again" | "hard" | "good" | "easy") => reviewCard(card, grade, t0);
    expect(after("again")).toMatchObject({ state: "learning", due: new Date(t0.getTime() + minutes(1)), reps: 1 });
    expect(after("hard")).toMatchObject({ state: "learning", due: new Date(t0.getTime() + minutes(6)) });
    expect(after("good")).toMatchObject({ state: "learning", due: new Date(t0.getTime() + minutes(10)) });
    expect(after("easy")).toMatchObject({ state: "review", due: new Date("2026-04-09T09:00:00Z"), scheduledDays: 8 });
    expect(after("easy").lastReview).toEqual(t0);
  });

  it("the same history always gives the same schedule (no fuzz), and harder grades come back sooner", () => {
    const learnt = reviewCard(reviewCard(newCard("word:apple", t0), "good", t0), "good", new Date(t0.getTime() + minutes(10)));
    expect(learnt).toMatchObject({ state: "review", due: new Date("2026-04-03T09:10:00Z"), scheduledDays: 2 });
    const at = learnt.due;
    const next = (grade: "again" | "hard" | "good" | "easy") => reviewCard(learnt, grade, at);
    expect(next("again")).toMatchObject({ state: "relearning", lapses: 1, due: new Date(at.getTime() + minutes(10)) });
    expect([next("hard"), next("good"), next("easy")].map((c) => c.scheduledDays)).toEqual([8, 11, 19]);
    expect(next("good")).toEqual(reviewCard(learnt, "good", at));
  });

  it("a card survives a round trip through JSON-like storage (dates as dates)", () => {
    const card = reviewCard(newCard("sentence:12", t0), "good", t0);
    const stored: ReviewCard = JSON.parse(JSON.stringify(card), (key, value: unknown) =>
      (key === "due" || key === "lastReview") && typeof value === "string" ? new Date(value) : value,
    );
    expect(reviewCard(stored, "good", card.due)).toEqual(reviewCard(card, "good", card.due));
  });
});

describe("dueOn: by the end of the learner's local day", () => {
  const cards = [
    dueAt("late-evening", "2026-04-10T20:30:00Z"), // 23:30 in Kyiv on the 10th, 16:30 in New York
    dueAt("after-midnight", "2026-04-10T21:30:00Z"), // 00:30 in Kyiv on the 11th, 17:30 in New York
    dueAt("overdue", "2026-04-02T08:00:00Z"),
    dueAt("next-week", "2026-04-17T08:00:00Z"),
  ];

  it.each([
    ["2026-04-10", KYIV, ["overdue", "late-evening"]],
    ["2026-04-11", KYIV, ["overdue", "late-evening", "after-midnight"]],
    ["2026-04-10", NEW_YORK, ["overdue", "late-evening", "after-midnight"]],
    ["2026-04-01", KYIV, []],
  ])("%s in %s", (day, zone, ids) => {
    expect(dueOn(cards, day, zone).map((c) => c.itemId)).toEqual(ids);
  });
});

describe("spreadBacklog: a backlog is spread over days, never dumped", () => {
  const overdue = Array.from({ length: 120 }, (_, k) =>
    dueAt(`old-${String(k).padStart(3, "0")}`, new Date(Date.parse("2026-03-01T08:00:00Z") + k * 3_600_000).toISOString()),
  );
  const tomorrow = Array.from({ length: 10 }, (_, k) => dueAt(`tomorrow-${k}`, "2026-04-11T08:00:00Z"));
  const cards = [...tomorrow, ...overdue].reverse();

  it("at most the daily cap a day, most overdue first, every card exactly once", () => {
    const plan = spreadBacklog(cards, { today: "2026-04-10", timeZone: KYIV, dailyCap: 50 });
    expect(plan.map((d) => [d.day, d.cards.length])).toEqual([
      ["2026-04-10", 50],
      ["2026-04-11", 50],
      ["2026-04-12", 30],
    ]);
    expect(plan[0]!.cards[0]!.itemId).toBe("old-000");
    expect(plan[1]!.cards.every((c) => c.itemId.startsWith("old-"))).toBe(true);
    expect(plan[2]!.cards.filter((c) => c.itemId.startsWith("tomorrow-"))).toHaveLength(10);
    const all = plan.flatMap((d) => d.cards.map((c) => c.itemId));
    expect(new Set(all).size).toBe(130);
  });

  it("today's review is today's share, with the default cap", () => {
    expect(todaysReviews(cards, { today: "2026-04-10", timeZone: KYIV })).toHaveLength(DEFAULT_DAILY_REVIEW_CAP);
    expect(todaysReviews(cards.slice(-12), { today: "2026-04-10", timeZone: KYIV })).toHaveLength(2); // only old ones are due
    expect(todaysReviews([], { today: "2026-04-10", timeZone: KYIV })).toEqual([]);
  });

  it("a small load is not spread", () => {
    const plan = spreadBacklog(overdue.slice(0, 5), { today: "2026-04-10", timeZone: KYIV, dailyCap: 50 });
    expect(plan.map((d) => [d.day, d.cards.length])).toEqual([["2026-04-10", 5]]);
  });

  it("refuses a cap below one", () => {
    expect(() => spreadBacklog(cards, { today: "2026-04-10", timeZone: KYIV, dailyCap: 0 })).toThrow();
  });
});

describe("planned breaks: nothing piles up", () => {
  // One card due each day from 10 to 20 April, all reviewed before the break.
  const daily = Array.from({ length: 11 }, (_, k) =>
    dueAt(`d${String(10 + k)}`, `2026-04-${String(10 + k)}T09:00:00Z`, "2026-04-01T09:00:00Z"),
  );
  const breaks = [{ firstDay: "2026-04-12", days: 5 }]; // 12–16 April

  it("a card due during or after the break is due the break's length later; one due before it is not", () => {
    const byId = Object.fromEntries(daily.map((c) => [c.itemId, effectiveDue(c, breaks, KYIV).toISOString()]));
    expect(byId).toMatchObject({
      d10: "2026-04-10T09:00:00.000Z",
      d11: "2026-04-11T09:00:00.000Z",
      d12: "2026-04-17T09:00:00.000Z",
      d16: "2026-04-21T09:00:00.000Z",
      d20: "2026-04-25T09:00:00.000Z",
    });
  });

  it("after the break the learner finds one card a day, as before it", () => {
    const plan = spreadBacklog(daily, { today: "2026-04-17", timeZone: KYIV, breaks, dailyCap: 50, horizonDays: 10 });
    expect(plan.map((d) => [d.day, d.cards.map((c) => c.itemId)])).toEqual([
      ["2026-04-17", ["d10", "d11", "d12"]], // the two left before the break were never done
      ["2026-04-18", ["d13"]],
      ["2026-04-19", ["d14"]],
      ["2026-04-20", ["d15"]],
      ["2026-04-21", ["d16"]],
      ["2026-04-22", ["d17"]],
      ["2026-04-23", ["d18"]],
      ["2026-04-24", ["d19"]],
      ["2026-04-25", ["d20"]],
    ]);
  });

  it("break days get no reviews: a backlog waits for the first day after the break", () => {
    expect(todaysReviews(daily, { today: "2026-04-13", timeZone: KYIV, breaks })).toEqual([]);
    const plan = spreadBacklog(daily, { today: "2026-04-13", timeZone: KYIV, breaks, horizonDays: 4 });
    expect(plan[0]).toMatchObject({ day: "2026-04-17" });
    expect(plan[0]!.cards.map((c) => c.itemId)).toEqual(["d10", "d11", "d12"]);
  });

  it("a card reviewed during the break keeps the due date its review gave it", () => {
    const reviewedOnBreak = dueAt("keen", "2026-04-14T09:00:00Z", "2026-04-13T09:00:00Z");
    expect(effectiveDue(reviewedOnBreak, breaks, KYIV)).toEqual(new Date("2026-04-14T09:00:00Z"));
  });

  it("the shift keeps the local day across a DST change (New York, 8 March)", () => {
    const card = dueAt("dst", "2026-03-06T04:30:00Z", "2026-03-01T12:00:00Z"); // 5 March 23:30 EST
    const shifted = effectiveDue(card, [{ firstDay: "2026-03-05", days: 5 }], NEW_YORK);
    expect(shifted.toISOString()).toBe("2026-03-11T03:30:00.000Z"); // 10 March 23:30 EDT
  });
});
