import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents, funnelAnswerSets, profiles } from "@db/schema";
import { getDb } from "@/lib/db";
import { anonymousAccount, identity, PASSWORD, signedInAccount, uniqueEmail } from "../../../../tests/support/accounts";
import { callApi } from "../../../../tests/support/api-client";
import { latestCodeFor } from "../../../../tests/support/identity-client";
import type { FunnelAnswer } from "../model/answers";

type ErrorAnswer = { error: { code: string; fields?: Record<string, string> } };

const answer = (questionId: string, questionKey: string, ids: string[], extra: Partial<FunnelAnswer> = {}): FunnelAnswer => ({
  questionText: `${questionId}?`,
  category: "test",
  questionId,
  selectedAnswers: ids.map((id) => `text of ${id}`),
  selectedAnswerIds: ids,
  questionKey,
  tag: null,
  retenoUserProperty: null,
  ...extra,
});

const validSet = [
  answer("goal", "goal", ["travel"], { tag: "leisure", retenoUserProperty: "learning_goal" }),
  answer("level", "level", ["B1"], { retenoUserProperty: "english_level" }),
  answer("topics", "topics", ["work", "food"], { retenoUserProperty: "topics" }),
  answer("minutes", "minutes_per_day", ["15"]),
  answer("native", "native_language", ["pl"], { retenoUserProperty: "native_language" }),
  answer("learning-style", "learning_target", ["tutors"]),
  answer("timezone", "time_zone", ["Europe/Warsaw"]),
  { ...answer("name", "first_name", ["text"]), selectedAnswers: ["Ola"] },
];

const post = (token: string | undefined, body: unknown, slug = "english-improve") =>
  callApi(`/v1/funnels/${slug}/answers`, { token, body });
const storedSets = (userId: string) => getDb().select().from(funnelAnswerSets).where(eq(funnelAnswerSets.userId, userId));

describe("POST /v1/funnels/{slug}/answers", () => {
  it("stores an anonymous visitor's answers and the analytics user properties (profile fields wait for the account)", async () => {
    const visitor = await anonymousAccount();
    const response = await post(visitor.token, { answers: validSet, completed: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ funnel: "english-improve", answers: validSet.length, completed_at: expect.any(String) });

    const [stored] = await storedSets(visitor.userId);
    expect(stored).toMatchObject({ funnel: "english-improve", answers: validSet });
    expect(stored!.completedAt).toBeInstanceOf(Date);
    expect(await getDb().select().from(profiles).where(eq(profiles.userId, visitor.userId))).toEqual([]);
    const [identify] = await getDb()
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.userId, visitor.userId), eq(analyticsEvents.eventType, "$identify")));
    // Answer ids only: the typed name is never a user property.
    expect(identify?.userProperties).toEqual({
      learning_goal: "travel",
      english_level: "B1",
      topics: ["work", "food"],
      native_language: "pl",
    });

    // A later set replaces the answers; completion, once reached, stays.
    expect((await post(visitor.token, { answers: validSet.slice(0, 2) })).status).toBe(200);
    const [again] = await storedSets(visitor.userId);
    expect(again!.answers).toEqual(validSet.slice(0, 2));
    expect(again!.completedAt).toEqual(stored!.completedAt);
  });

  it.each<[string, unknown, string]>([
    ["a screen the funnel does not have", { answers: [answer("favourite-colour", "colour", ["red"])] }, "json.answers.0.questionId"],
    ["an answer the screen does not offer", { answers: [answer("goal", "goal", ["fame"])] }, "json.answers.0.selectedAnswerIds"],
    [
      "a question answered twice",
      { answers: [answer("goal", "goal", ["travel"]), answer("goal", "goal", ["career"])] },
      "json.answers.1.questionId",
    ],
    [
      "free text over its limit",
      { answers: [{ ...answer("name", "first_name", ["text"]), selectedAnswers: ["x".repeat(201)] }] },
      "json.answers.0.selectedAnswers.0",
    ],
    [
      "a name longer than the screen allows",
      { answers: [{ ...answer("name", "first_name", ["text"]), selectedAnswers: ["x".repeat(41)] }] },
      "json.answers.0.selectedAnswerIds",
    ],
    ["a field the answer shape does not have", { answers: [{ ...answer("goal", "goal", ["travel"]), html: "<b>" }] }, "json.answers.0"],
  ])("refuses %s (400, naming the field) and stores nothing", async (_case, body, field) => {
    const visitor = await anonymousAccount();
    const response = await post(visitor.token, body);
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as ErrorAnswer).error.fields ?? {})).toContain(field);
    expect(await storedSets(visitor.userId)).toEqual([]);
  });

  it("answers 404 for an unknown funnel and 401 without a token", async () => {
    const visitor = await anonymousAccount();
    expect((await post(visitor.token, { answers: [] }, "no-such-funnel")).status).toBe(404);
    expect((await post(undefined, { answers: validSet })).status).toBe(401);
  });

  it("stores each caller's answers under their own account only; a registered caller's profile fields are written at once", async () => {
    const [first, second] = await Promise.all([signedInAccount(), signedInAccount()]);
    expect((await post(first.token, { answers: validSet.slice(0, 1) })).status).toBe(200);
    expect((await post(first.token, { answers: validSet })).status).toBe(200);
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.userId, first.userId));
    expect(profile).toMatchObject({ targetLanguage: "en", nativeLanguage: "pl", learningTarget: "tutors", timeZone: "Europe/Warsaw" });
    expect((await post(first.token, { answers: validSet.slice(0, 1) })).status).toBe(200);
    expect((await post(second.token, { answers: validSet.slice(1, 3) })).status).toBe(200);
    expect((await storedSets(first.userId)).map((set) => set.answers)).toEqual([validSet.slice(0, 1)]);
    expect((await storedSets(second.userId)).map((set) => set.answers)).toEqual([validSet.slice(1, 3)]);
  });

  it("the answers move to the account the visitor signs up for", async () => {
    const visitor = await anonymousAccount();
    expect((await post(visitor.token, { answers: validSet, completed: true })).status).toBe(200);

    const email = uniqueEmail();
    const signUp = await visitor.browser.call(identity, "/api/identity/sign-up/email", {
      body: { name: "Ola", email, password: PASSWORD },
    });
    expect(signUp.status).toBe(200);
    const verify = await visitor.browser.call(identity, "/api/identity/email-otp/verify-email", {
      body: { email, otp: await latestCodeFor(email) },
    });
    expect(verify.status).toBe(200);
    const token = (await (await visitor.browser.call(identity, "/api/identity/token")).json()) as { token: string };
    const accountId = (JSON.parse(Buffer.from(token.token.split(".")[1]!, "base64url").toString()) as { sub: string }).sub;

    expect(accountId).not.toBe(visitor.userId);
    expect(await storedSets(visitor.userId)).toEqual([]);
    const [moved] = await storedSets(accountId);
    expect(moved).toMatchObject({ funnel: "english-improve", answers: validSet });
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.userId, accountId));
    expect(profile).toMatchObject({ targetLanguage: "en", nativeLanguage: "pl", learningTarget: "tutors", timeZone: "Europe/Warsaw" });
  });
});
