import { describe, expect, it } from "vitest";
import {
  DEFAULT_SETTINGS,
  deriveProfileState,
  EMPTY_PROFILE_STATE,
  mergeSettings,
  settingsFromKeeper,
  type UserProfile,
} from "./derive-profile-state";
import type { AvailableProduct } from "@/features/billing";

const p = (category: AvailableProduct["category"], status: string, trial: boolean, type = "subscription"): AvailableProduct => ({
  category,
  status,
  trial,
  type,
});
const profile = (extra: Partial<UserProfile> = {}): UserProfile => ({
  user_id: "u1",
  email: "ann@example.com",
  phone_number: null,
  free_for_ukraine: false,
  display_name: "Ann",
  native_language: "uk",
  target_language: "en",
  learning_target: "self study",
  time_zone: "Europe/Kyiv",
  interface_locale: "uk",
  keeper: {},
  ...extra,
});

describe("deriveProfileState", () => {
  it.each([
    {
      name: "free user",
      input: { products: [] as AvailableProduct[] },
      expected: {
        tier: "free",
        coursesTier: "free",
        tutoringTier: "free",
        hasCoursesPremium: false,
        hasTutoringSubscription: false,
        isPayingUser: false,
        groupLessonsSubscriptionStatus: "none",
      },
    },
    {
      name: "courses trial",
      input: { products: [p("self study", "ok", true)] },
      expected: { tier: "trial", coursesTier: "trial", hasCoursesPremium: true, isPayingUser: false },
    },
    {
      name: "courses premium (paying user)",
      input: { products: [p("self study", "ok", false)] },
      expected: { tier: "premium", coursesTier: "premium", hasCoursesPremium: true, isPayingUser: true, hasTutoringSubscription: false },
    },
    {
      name: "tutoring subscription",
      input: { products: [p("tutors", "ok", false)] },
      expected: { tier: "premium", coursesTier: "free", tutoringTier: "premium", hasTutoringSubscription: true, hasCoursesPremium: false },
    },
    {
      name: "group lessons active",
      input: { products: [p("tutors", "ok", false, "group_lessons")] },
      expected: { groupLessonsSubscriptionStatus: "active", hasTutoringSubscription: true },
    },
    {
      name: "group lessons canceled",
      input: { products: [p("tutors", "canceled", false, "group_lessons")] },
      expected: { groupLessonsSubscriptionStatus: "canceled", hasTutoringSubscription: false, tier: "free" },
    },
    {
      name: "free for Ukraine grants courses premium",
      input: { products: [], profile: profile({ free_for_ukraine: true }) },
      expected: { hasCoursesPremium: true, coursesTier: "premium", tier: "free", isPayingUser: false },
    },
    {
      name: "a failed subscription fetch: courses and overall free",
      input: { products: "failed" as const },
      expected: { tier: "free", coursesTier: "free", hasCoursesPremium: false, isSubscriptionFetched: true, isPayingUser: false },
    },
    {
      name: "subscriptions still loading",
      input: { products: "pending" as const },
      expected: { isSubscriptionFetched: false, tier: "free" },
    },
  ])("$name", ({ input, expected }) => {
    const state = deriveProfileState({ isRegistered: true, profile: input.profile ?? profile(), products: input.products });
    expect(state).toMatchObject({ isSubscriptionFetchBlocked: false, ...expected });
  });

  it("the provider's initial state is the empty state", async () => {
    const { readFileSync } = await import("node:fs");
    const source = readFileSync(new URL("../client/profile-state-context.tsx", import.meta.url), "utf8");
    for (const [key, value] of Object.entries(EMPTY_PROFILE_STATE)) {
      if (typeof value !== "object" || value === null) expect(source).toContain(`${key}: ${JSON.stringify(value)}`);
    }
  });

  it("no registered user: empty profile, no premium, no tutoring, group none, not fetched", () => {
    const state = deriveProfileState({
      isRegistered: false,
      profile: profile({ free_for_ukraine: true }),
      products: [p("self study", "ok", false)],
    });
    expect(state).toEqual(EMPTY_PROFILE_STATE);
    expect(state).toMatchObject({
      userProfile: null,
      hasCoursesPremium: false,
      hasTutoringSubscription: false,
      groupLessonsSubscriptionStatus: "none",
      isSubscriptionFetched: false,
    });
  });

  it("a courses trial carries its end date (Premium trial until …); a paid product clears it", () => {
    const trial = { ...p("self study", "ok", true), period_end: "2026-12-01T12:00:00.000Z" };
    expect(deriveProfileState({ isRegistered: true, profile: profile(), products: [trial] })).toMatchObject({
      coursesTier: "trial",
      hasCoursesPremium: true,
      coursesTrialEndsAt: "2026-12-01T12:00:00.000Z",
    });
    const paidToo = deriveProfileState({ isRegistered: true, profile: profile(), products: [trial, p("self study", "ok", false)] });
    expect(paidToo.coursesTrialEndsAt).toBeNull();
  });

  it("a failed profile fetch gives an empty profile and the default settings", () => {
    const state = deriveProfileState({ isRegistered: true, profile: "failed", products: [p("self study", "ok", false)] });
    expect(state.userProfile).toBeNull();
    expect(state.settings).toEqual(DEFAULT_SETTINGS);
    expect(state.hasCoursesPremium).toBe(true);
  });

  it("reads settings from the keeper", () => {
    const keeper = {
      user_settings: { value: '{"soundEffects":false}', updated_at: "2026-11-21T00:00:00Z" },
      accessibility: { value: '{"dyslexic":true,"whiteNoise":true}', updated_at: "2026-11-21T00:00:00Z" },
    };
    expect(deriveProfileState({ isRegistered: true, profile: profile({ keeper }), products: [] }).settings).toEqual({
      soundEffects: false,
      dyslexic: true,
      whiteNoise: true,
    });
  });
});

describe("settings", () => {
  it("default to sound effects on, dyslexic and white noise off; malformed keeper values are ignored", () => {
    expect(settingsFromKeeper({})).toEqual({ soundEffects: true, dyslexic: false, whiteNoise: false });
    expect(
      settingsFromKeeper({ user_settings: { value: "{oops", updated_at: "" }, accessibility: { value: "[1]", updated_at: "" } }),
    ).toEqual(DEFAULT_SETTINGS);
    expect(settingsFromKeeper({ user_settings: { value: '{"soundEffects":"no"}', updated_at: "" } }).soundEffects).toBe(true);
  });

  it("are merged over the existing ones", () => {
    expect(mergeSettings({ soundEffects: true, volume: 3, theme: "x" }, { soundEffects: false, volume: undefined })).toEqual({
      soundEffects: false,
      volume: 3,
      theme: "x",
    });
  });
});
