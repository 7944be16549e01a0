import { describe, expect, it } from "vitest";
import {
  coursesTrialEnd,
  deriveEntitlements,
  deriveGroupLessonsStatus,
  deriveTier,
  NO_ENTITLEMENTS,
  unlocksPremium,
  type AvailableProduct,
} from "./entitlements";

const p = (category: AvailableProduct["category"], status: string, trial: boolean, type = "subscription"): AvailableProduct => ({
  category,
  status,
  trial,
  type,
});

describe("deriveTier (spec section 4)", () => {
  it.each([
    ["no products", [], "free"],
    ["only inactive products", [p("self study", "canceled", false), p("tutors", "expired", true)], "free"],
    ["one active trial", [p("self study", "ok", true)], "trial"],
    ["only active trials", [p("self study", "ok", true), p("tutors", "ok", true)], "trial"],
    ["an active product that is not a trial", [p("self study", "ok", false)], "premium"],
    ["a trial and a paid one", [p("self study", "ok", true), p("tutors", "ok", false)], "premium"],
    ["a paid one that is canceled, and a trial", [p("self study", "canceled", false), p("self study", "ok", true)], "trial"],
  ] as const)("%s → %s", (_, products, tier) => {
    expect(deriveTier(products)).toBe(tier);
  });
});

describe("deriveGroupLessonsStatus", () => {
  it.each([
    ["no group lessons product", [p("tutors", "ok", false)], "none"],
    ["an ok group_lessons product", [p("tutors", "ok", false, "group_lessons")], "active"],
    ["a group_lessons product not ok", [p("tutors", "canceled", false, "group_lessons")], "canceled"],
    ["one canceled, one ok", [p("tutors", "canceled", false, "group_lessons"), p("tutors", "ok", false, "group_lessons")], "active"],
  ] as const)("%s → %s", (_, products, status) => {
    expect(deriveGroupLessonsStatus(products)).toBe(status);
  });
});

describe("deriveEntitlements", () => {
  it.each([
    { name: "nothing held", products: [], freeForUkraine: false, expected: NO_ENTITLEMENTS },
    {
      name: "a courses trial: premium content unlocked (decision 0015), not a paying user",
      products: [p("self study", "ok", true)],
      freeForUkraine: false,
      expected: { ...NO_ENTITLEMENTS, tier: "trial", coursesTier: "trial", hasCoursesPremium: true },
    },
    {
      name: "paid courses: premium and a paying user",
      products: [p("self study", "ok", false)],
      freeForUkraine: false,
      expected: { ...NO_ENTITLEMENTS, tier: "premium", coursesTier: "premium", hasCoursesPremium: true, isPayingUser: true },
    },
    {
      name: "paid tutoring only: tutoring, not courses, not a paying user",
      products: [p("tutors", "ok", false)],
      freeForUkraine: false,
      expected: { ...NO_ENTITLEMENTS, tier: "premium", tutoringTier: "premium", oneToOneTier: "premium", hasTutoringSubscription: true },
    },
    {
      name: "a tutoring trial counts as a tutoring subscription",
      products: [p("tutors", "ok", true)],
      freeForUkraine: false,
      expected: { ...NO_ENTITLEMENTS, tier: "trial", tutoringTier: "trial", oneToOneTier: "trial", hasTutoringSubscription: true },
    },
    {
      name: "free for Ukraine: courses premium, not a paying user, overall tier untouched",
      products: [],
      freeForUkraine: true,
      expected: { ...NO_ENTITLEMENTS, coursesTier: "premium", hasCoursesPremium: true },
    },
    {
      name: "group lessons alone: the spec's tutoring tier (a tutors product), but no one-to-one tutoring",
      products: [p("tutors", "ok", true, "group_lessons")],
      freeForUkraine: false,
      expected: {
        ...NO_ENTITLEMENTS,
        tier: "trial",
        tutoringTier: "trial",
        hasTutoringSubscription: true,
        groupLessonsSubscriptionStatus: "active",
      },
    },
    {
      name: "one-to-one tutoring beside group lessons",
      products: [p("tutors", "ok", true, "group_lessons"), p("tutors", "ok", false)],
      freeForUkraine: false,
      expected: {
        ...NO_ENTITLEMENTS,
        tier: "premium",
        tutoringTier: "premium",
        oneToOneTier: "premium",
        hasTutoringSubscription: true,
        groupLessonsSubscriptionStatus: "active",
      },
    },
    {
      name: "a canceled group lessons product",
      products: [p("tutors", "canceled", false, "group_lessons")],
      freeForUkraine: false,
      expected: { ...NO_ENTITLEMENTS, groupLessonsSubscriptionStatus: "canceled" },
    },
    {
      name: "a failed fetch: courses and overall tier free",
      products: "failed",
      freeForUkraine: false,
      expected: NO_ENTITLEMENTS,
    },
    {
      name: "a failed fetch still honours free for Ukraine",
      products: "failed",
      freeForUkraine: true,
      expected: { ...NO_ENTITLEMENTS, coursesTier: "premium", hasCoursesPremium: true },
    },
  ] as const)("$name", ({ products, freeForUkraine, expected }) => {
    expect(deriveEntitlements(products as readonly AvailableProduct[] | "failed", { freeForUkraine })).toEqual(expected);
  });
});

describe("unlocksPremium (decision 0015: a trial unlocks premium content)", () => {
  it.each([
    ["free", false],
    ["trial", true],
    ["premium", true],
  ] as const)("%s → %s", (tier, unlocked) => {
    expect(unlocksPremium(tier)).toBe(unlocked);
  });
});

describe("coursesTrialEnd", () => {
  const trial = (periodEnd: string | null, status = "ok") => ({ ...p("self study", status, true), period_end: periodEnd });
  it.each([
    ["one trial", [trial("2026-04-08T10:00:00.000Z")], "trial", "2026-04-08T10:00:00.000Z"],
    ["the latest of two", [trial("2026-04-08T10:00:00.000Z"), trial("2026-05-01T10:00:00.000Z")], "trial", "2026-05-01T10:00:00.000Z"],
    ["a trial without an end", [trial(null)], "trial", null],
    ["an ended trial is not counted", [trial("2026-04-08T10:00:00.000Z", "canceled")], "trial", null],
    ["premium (a paid product too): no trial to show", [trial("2026-04-08T10:00:00.000Z")], "premium", null],
    ["a tutoring trial is not a courses trial", [{ ...p("tutors", "ok", true), period_end: "2026-04-08T10:00:00.000Z" }], "trial", null],
  ] as const)("%s", (_, products, tier, expected) => {
    expect(coursesTrialEnd(products, tier)).toBe(expected);
  });
  it("a failed fetch has no trial", () => {
    expect(coursesTrialEnd("failed", "trial")).toBeNull();
  });
});
