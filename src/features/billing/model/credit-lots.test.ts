import { describe, expect, it } from "vitest";
import {
  balanceAt,
  dueReminder,
  lessonCreditCost,
  liveLots,
  lotsToExpire,
  packCreditsExpireAt,
  planRefund,
  planSpend,
  refundCreditsExpireAt,
  subscriptionCreditsExpireAt,
  type CreditLot,
} from "./credit-lots";

const now = new Date("2026-03-10T12:00:00Z");
const at = (iso: string) => new Date(iso);
const lot = (id: string, remaining: number, expiresAt: string, createdAt = "2026-01-01T00:00:00Z"): CreditLot => ({
  id,
  remaining,
  expiresAt: at(expiresAt),
  createdAt: at(createdAt),
});

describe("lesson costs", () => {
  it.each([
    [25, 1],
    [50, 2],
  ] as const)("a %i-minute lesson costs %i credit(s)", (minutes, credits) => {
    expect(lessonCreditCost(minutes)).toBe(credits);
  });
});

describe("lot lifetimes", () => {
  it.each([
    ["subscription: period end + 7 days", subscriptionCreditsExpireAt(at("2026-04-07T09:30:00Z")), "2026-04-14T09:30:00.000Z"],
    ["pack: 6 calendar months", packCreditsExpireAt(at("2026-03-10T12:00:00Z")), "2026-09-10T12:00:00.000Z"],
    ["pack bought on 31 August: end of February", packCreditsExpireAt(at("2026-08-31T08:00:00Z")), "2027-02-28T08:00:00.000Z"],
    ["pack over a leap February", packCreditsExpireAt(at("2027-08-31T08:00:00Z")), "2028-02-29T08:00:00.000Z"],
    ["pack across the year end", packCreditsExpireAt(at("2026-10-15T00:00:00Z")), "2027-04-15T00:00:00.000Z"],
    ["refund lot: 30 days", refundCreditsExpireAt(now), "2026-04-09T12:00:00.000Z"],
  ])("%s", (_, expiry, expected) => {
    expect(expiry.toISOString()).toBe(expected);
  });
});

describe("balanceAt and liveLots", () => {
  const lots = [
    lot("late", 5, "2026-06-01T00:00:00Z"),
    lot("early", 2, "2026-03-20T00:00:00Z"),
    lot("expired", 4, "2026-03-10T11:59:59Z"),
    lot("expires-now", 3, "2026-03-10T12:00:00Z"),
    lot("empty", 0, "2026-05-01T00:00:00Z"),
  ];

  it.each([
    ["counts only live lots with credits left", now, 7],
    ["before anything expired", at("2026-03-01T00:00:00Z"), 14],
    ["after every lot expired", at("2026-06-01T00:00:00Z"), 0],
  ])("%s", (_, when, balance) => {
    expect(balanceAt(lots, when)).toBe(balance);
  });

  it("lists live lots first-to-expire first, the expiry instant itself excluded", () => {
    expect(liveLots(lots, now).map((l) => l.id)).toEqual(["early", "late"]);
  });
});

describe("planSpend", () => {
  const lots = [
    lot("pack", 3, "2026-09-01T00:00:00Z", "2026-03-01T00:00:00Z"),
    lot("sub-new", 2, "2026-04-01T00:00:00Z", "2026-03-05T00:00:00Z"),
    lot("sub-old", 2, "2026-04-01T00:00:00Z", "2026-02-01T00:00:00Z"),
    lot("gone", 9, "2026-03-01T00:00:00Z"),
  ];

  it.each([
    ["takes the lot that expires first, the oldest on a tie", 1, [{ lotId: "sub-old", amount: 1 }]],
    [
      "continues into the next lots in order",
      5,
      [
        { lotId: "sub-old", amount: 2 },
        { lotId: "sub-new", amount: 2 },
        { lotId: "pack", amount: 1 },
      ],
    ],
    [
      "may take the whole balance",
      7,
      [
        { lotId: "sub-old", amount: 2 },
        { lotId: "sub-new", amount: 2 },
        { lotId: "pack", amount: 3 },
      ],
    ],
  ])("%s", (_, amount, shares) => {
    expect(planSpend(lots, amount, now)).toEqual({ ok: true, shares });
  });

  it("refuses a spend above the live balance and takes nothing (an expired lot never counts)", () => {
    expect(planSpend(lots, 8, now)).toEqual({ ok: false, balance: 7 });
    expect(planSpend([], 1, now)).toEqual({ ok: false, balance: 0 });
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses the amount %s", (amount) => {
    expect(() => planSpend(lots, amount, now)).toThrow(RangeError);
  });
});

describe("lotsToExpire", () => {
  it("picks lots at or past their expiry that still count credits", () => {
    const lots = [
      lot("live", 1, "2026-03-11T00:00:00Z"),
      lot("at-expiry", 2, "2026-03-10T12:00:00Z"),
      lot("past", 3, "2026-02-01T00:00:00Z"),
      lot("already-expired", 0, "2026-02-01T00:00:00Z"),
    ];
    expect(lotsToExpire(lots, now).map((l) => l.id)).toEqual(["past", "at-expiry"]);
  });
});

describe("planRefund", () => {
  it.each([
    [
      "all lots live: everything goes back to them",
      [
        ["a", 1, "2026-04-01"],
        ["b", 2, "2026-05-01"],
      ],
      [
        ["a", 1],
        ["b", 2],
      ],
      0,
    ],
    [
      "a lot expired meanwhile: its part becomes a new lot",
      [
        ["a", 1, "2026-03-01"],
        ["b", 2, "2026-05-01"],
      ],
      [["b", 2]],
      1,
    ],
    [
      "every lot expired",
      [
        ["a", 1, "2026-03-01"],
        ["b", 2, "2026-03-10T12:00:00Z"],
      ],
      [],
      3,
    ],
  ] as const)("%s", (_, taken, restore, newLotAmount) => {
    const shares = taken.map(([lotId, amount, expiresAt]) => ({ lotId, amount, expiresAt: at(expiresAt) }));
    expect(planRefund(shares, now)).toEqual({
      restore: restore.map(([lotId, amount]) => ({ lotId, amount })),
      newLotAmount,
    });
  });
});

describe("dueReminder", () => {
  const remindable = (expiresAt: string, remaining = 2, week: Date | null = null, day: Date | null = null) => ({
    ...lot("r", remaining, expiresAt),
    remindedWeekBeforeAt: week,
    remindedDayBeforeAt: day,
  });
  const sent = at("2026-03-09T00:00:00Z");

  it.each([
    ["8 days left", remindable("2026-03-18T12:00:01Z"), null],
    ["exactly 7 days left", remindable("2026-03-17T12:00:00Z"), "week"],
    ["3 days left, nothing sent", remindable("2026-03-13T12:00:00Z"), "week"],
    ["3 days left, the week reminder sent", remindable("2026-03-13T12:00:00Z", 2, sent), null],
    ["exactly a day left", remindable("2026-03-11T12:00:00Z", 2, sent), "day"],
    ["an hour left, nothing sent yet: only the day reminder", remindable("2026-03-10T13:00:00Z"), "day"],
    ["an hour left, the day reminder sent", remindable("2026-03-10T13:00:00Z", 2, sent, sent), null],
    ["no credits left", remindable("2026-03-12T12:00:00Z", 0), null],
    ["already expired", remindable("2026-03-10T12:00:00Z"), null],
  ] as const)("%s → %s", (_, candidate, reminder) => {
    expect(dueReminder(candidate, now)).toBe(reminder);
  });
});
