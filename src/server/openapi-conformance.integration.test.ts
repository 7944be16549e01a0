import { describe, expect, it, onTestFinished, vi } from "vitest";
import { eq } from "drizzle-orm";
import { billingCustomers, payments, products } from "@db/schema/billing";
import { plannedBreaks } from "@db/schema/courses";
import { user } from "@db/schema/identity";
import {
  applySubscriptionEvent,
  getPaymentProvider,
  insertSubscription,
  startSubscription,
  usePaymentProviderForTests,
} from "@/features/billing/server";
import { addDays, localDay } from "@/features/courses/model/streak";
import { getConfig } from "@/lib/config";
import { getDb, getPool } from "@/lib/db";
import { giveCredits, giveReceipt, giveReviewCards, giveSubscription, startPaidSubscription } from "@db/factories";
import { anonymousAccount, registeredAccount } from "../../tests/support/accounts";
import { callApi } from "../../tests/support/api-client";
import { courseLessonAnswers } from "../../tests/support/course-answers";
import { createResponseValidator, fetchApiDocument, openApiDocumentProblems } from "../../tests/support/openapi-validator";

const BIG_BODY = JSON.stringify({ value: "x".repeat(70 * 1024) });

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document, with the time-location header on every secured call", async () => {
    const doc = await fetchApiDocument();
    expect(doc.openapi).toBe("3.1.0");
    expect(await openApiDocumentProblems(doc)).toEqual([]);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = (operation as { parameters?: { $ref?: string }[] }).parameters ?? [];
        expect(
          parameters.map((p) => p.$ref),
          `${method} ${path}`,
        ).toContain("#/components/parameters/TimeLocation");
      }
    }
  });

  it("every endpoint answers every documented status with a body that validates against the document", async () => {
    const doc = await fetchApiDocument();
    const validate = createResponseValidator(doc);
    const ann = await registeredAccount();
    const bob = await registeredAccount();
    const anonymous = await anonymousAccount();
    await getDb()
      .insert(products)
      .values([
        { ownerId: ann.userId, category: "self study", type: "subscription", status: "ok", trial: true, source: "test" },
        { ownerId: ann.userId, category: "tutors", type: "group_lessons", status: "canceled", trial: false, source: "test" },
      ]);
    const seen = new Set<string>();
    const check = async (
      method: string,
      path: string,
      expected: number,
      init: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
    ) => {
      const response = await callApi(path, { method, ...init });
      expect(response.status, `${method} ${path}`).toBe(expected);
      const { operation, status } = await validate(method, path, response);
      seen.add(`${operation} ${status}`);
    };
    const noZone = { "X-Time-Location": "Not/AZone" };
    const text = { "content-type": "text/plain" };

    // GET /v1/profiles
    await check("GET", "/v1/profiles", 200, { token: ann.token });
    await check("GET", "/v1/profiles", 401);
    await check("GET", "/v1/profiles", 403, { token: anonymous.token });
    await check("GET", "/v1/profiles", 400, { token: ann.token, headers: noZone });
    // A token whose account another instance deleted a moment ago (inside the session-check
    // cache time, README "Bearer id token") finds no profile.
    const gone = await registeredAccount();
    await check("GET", "/v1/profiles", 200, { token: gone.token });
    await getDb().delete(user).where(eq(user.id, gone.userId));
    await check("GET", "/v1/profiles", 404, { token: gone.token });
    // PATCH /v1/profiles
    await check("PATCH", "/v1/profiles", 200, {
      token: ann.token,
      body: { display_name: "Ann", learning_target: "self study", time_zone: "Europe/Kyiv" },
    });
    await check("PATCH", "/v1/profiles", 400, { token: ann.token, body: { learning_target: "everything" } });
    await check("PATCH", "/v1/profiles", 401, { body: { display_name: "X" } });
    await check("PATCH", "/v1/profiles", 403, { token: anonymous.token, body: { display_name: "X" } });
    await check("PATCH", "/v1/profiles", 413, { token: ann.token, rawBody: BIG_BODY });
    await check("PATCH", "/v1/profiles", 415, { token: ann.token, rawBody: "{}", headers: text });
    // GET and PUT /v1/profiles/keeper/{key}
    await check("PUT", "/v1/profiles/keeper/user_settings", 200, { token: ann.token, body: { value: '{"soundEffects":false}' } });
    await check("PUT", "/v1/profiles/keeper/user_settings", 400, { token: ann.token, body: { value: "not json" } });
    await check("PUT", "/v1/profiles/keeper/user_settings", 401, { body: { value: "{}" } });
    await check("PUT", "/v1/profiles/keeper/user_settings", 403, { token: anonymous.token, body: { value: "{}" } });
    await check("PUT", "/v1/profiles/keeper/user_settings", 413, { token: ann.token, rawBody: BIG_BODY });
    await check("PUT", "/v1/profiles/keeper/user_settings", 415, { token: ann.token, rawBody: '{"value":"{}"}', headers: text });
    await check("GET", "/v1/profiles/keeper/user_settings", 200, { token: ann.token });
    await check("GET", "/v1/profiles/keeper/user_settings", 404, { token: bob.token });
    await check("GET", "/v1/profiles/keeper/Not-A-Key", 400, { token: ann.token });
    await check("GET", "/v1/profiles/keeper/user_settings", 401);
    await check("GET", "/v1/profiles/keeper/user_settings", 403, { token: anonymous.token });
    // GET /v1/billing/products/available
    await check("GET", "/v1/billing/products/available?category=tutors&type[]=group_lessons", 200, { token: ann.token });
    await check("GET", "/v1/billing/products/available?category=everything", 400, { token: ann.token });
    await check("GET", "/v1/billing/products/available", 401);
    await check("GET", "/v1/billing/products/available", 403, { token: anonymous.token });
    // POST /v1/billing/checkout and GET /v1/billing/checkouts/{id}
    const opened = await callApi("/v1/billing/checkout", { token: ann.token, body: { planId: "tutoring-pack-5", currency: "EUR" } });
    expect(opened.status).toBe(200);
    const { checkoutId } = (await opened.clone().json()) as { checkoutId: string };
    await check("POST", "/v1/billing/checkout", 200, { token: ann.token, body: { planId: "tutoring-pack-5", currency: "EUR" } });
    await check("POST", "/v1/billing/checkout", 400, { token: ann.token, body: { planId: "no-such-plan" } });
    await check("POST", "/v1/billing/checkout", 401, { body: { planId: "tutoring-pack-5" } });
    await check("POST", "/v1/billing/checkout", 403, { token: anonymous.token, body: { planId: "tutoring-pack-5" } });
    await check("POST", "/v1/billing/checkout", 413, { token: ann.token, rawBody: BIG_BODY });
    await check("POST", "/v1/billing/checkout", 415, { token: ann.token, rawBody: "{}", headers: text });
    // Premium held: another premium plan is refused (one live subscription per product type).
    const holder = await registeredAccount();
    await giveSubscription(getDb(), holder.userId, { planId: "courses-premium-1m", status: "active" });
    await check("POST", "/v1/billing/checkout", 409, { token: holder.token, body: { planId: "courses-premium-12m" } });
    await check("GET", `/v1/billing/checkouts/${checkoutId}`, 200, { token: ann.token });
    await check("GET", `/v1/billing/checkouts/${checkoutId}`, 404, { token: bob.token });
    await check("GET", `/v1/billing/checkouts/${checkoutId}`, 400, { token: ann.token, headers: noZone });
    await check("GET", `/v1/billing/checkouts/${checkoutId}`, 401);
    await check("GET", `/v1/billing/checkouts/${checkoutId}`, 403, { token: anonymous.token });
    // GET /v1/billing/subscriptions, /receipts, /receipts/{id}, /wallet
    await startPaidSubscription(getDb(), ann.userId, {
      planId: "courses-premium-1m",
      then: [{ type: "cancel_at_period_end", at: new Date() }],
    });
    const receipt = await giveReceipt(getDb(), ann.userId, { planId: "courses-premium-1m", amount: 749 });
    await giveCredits(getDb(), ann.userId, { amount: 3, expiresAt: new Date(Date.now() + 86_400_000) });
    for (const path of ["/v1/billing/subscriptions", "/v1/billing/receipts", `/v1/billing/receipts/${receipt.id}`, "/v1/billing/wallet"]) {
      await check("GET", path, 200, { token: ann.token });
      await check("GET", path, 401);
      await check("GET", path, 403, { token: anonymous.token });
      await check("GET", path, 400, { token: ann.token, headers: noZone });
    }
    await check("GET", `/v1/billing/receipts/${receipt.id}`, 404, { token: bob.token });
    await check("GET", "/v1/billing/receipts/not-a-receipt", 400, { token: ann.token });
    // GET and POST /v1/dnt
    await check("GET", "/v1/dnt", 200, { token: bob.token });
    const entries = [
      { category: "necessary", granted: true },
      { category: "analytics", granted: true },
    ];
    await check("POST", "/v1/dnt", 201, { token: ann.token, body: { entries, source: "banner" } });
    await check("GET", "/v1/dnt", 200, { token: ann.token });
    await check("GET", "/v1/dnt", 400, { token: ann.token, headers: noZone });
    await check("GET", "/v1/dnt", 401);
    await check("POST", "/v1/dnt", 400, { token: ann.token, body: { entries: [], source: "banner" } });
    await check("POST", "/v1/dnt", 401, { body: { entries, source: "banner" } });
    await check("POST", "/v1/dnt", 413, { token: ann.token, rawBody: BIG_BODY });
    await check("POST", "/v1/dnt", 415, { token: ann.token, rawBody: "{}", headers: text });
    // The subscription actions and the upsell (an active tutoring subscription; a purchase whose offer was taken).
    const started = startSubscription({ planId: "tutoring-8-credits", currency: "USD", isTrialEligible: false });
    if (!started.ok) throw new Error(started.code);
    const subscription = await insertSubscription({ userId: ann.userId, subscription: started.subscription, provider: "sandbox" });
    await getDb().transaction((tx) => applySubscriptionEvent(tx, subscription.id, { type: "payment_succeeded", at: new Date() }));
    await getDb()
      .insert(billingCustomers)
      .values({ userId: ann.userId, provider: "sandbox", providerCustomerId: `cus_${ann.userId}`, paymentMethod: "pm_conformance" });
    await getDb()
      .insert(payments)
      .values([
        {
          userId: ann.userId,
          planId: "courses-premium-1m",
          kind: "first",
          amount: 749,
          currency: "USD",
          provider: "sandbox",
          providerPaymentId: `pay_a_${ann.userId}`,
        },
        {
          userId: ann.userId,
          planId: "tutoring-pack-5",
          kind: "upsell",
          amount: 5999,
          currency: "USD",
          provider: "sandbox",
          providerPaymentId: `pay_b_${ann.userId}`,
        },
      ]);
    const sub = `/v1/billing/subscriptions/${subscription.id}`;
    const actions: [string, unknown][] = [
      [`${sub}/pause`, { months: 1 }],
      [`${sub}/resume`, {}],
      [`${sub}/cancel`, { reason: "too_expensive" }],
      [`${sub}/undo-cancel`, {}],
      [`${sub}/change-plan`, { planId: "tutoring-4-credits" }],
      ["/v1/billing/upsell", { offerId: "tutoring-pack-5-after-courses" }],
      ["/v1/billing/portal", { returnPath: "/profile/settings/payments-subscriptions" }],
    ];
    // The sandbox has no customer portal: this one has (Stripe's adapter is tested with it in portal-routes.integration.test.ts).
    const sandbox = getPaymentProvider();
    usePaymentProviderForTests({
      ...sandbox,
      createPortalSession: ({ customer }) => Promise.resolve({ url: `https://portal.test/${customer}` }),
    });
    onTestFinished(() => usePaymentProviderForTests(sandbox));
    await check("POST", "/v1/billing/portal", 400, { token: ann.token, body: { returnPath: "//evil.example" } });
    await check("GET", `${sub}/change-plan?planId=tutoring-12-credits`, 200, { token: ann.token });
    await check("GET", `${sub}/change-plan?planId=tutoring-pack-5`, 400, { token: ann.token });
    await check("GET", `${sub}/change-plan?planId=tutoring-12-credits`, 401);
    await check("GET", `${sub}/change-plan?planId=tutoring-12-credits`, 403, { token: anonymous.token });
    await check("GET", `${sub}/change-plan?planId=tutoring-12-credits`, 404, { token: bob.token });
    await check("GET", "/v1/billing/upsell", 200, { token: ann.token });
    await check("GET", "/v1/billing/upsell", 400, { token: ann.token, headers: noZone });
    await check("GET", "/v1/billing/upsell", 401);
    await check("GET", "/v1/billing/upsell", 403, { token: anonymous.token });
    for (const [path, body] of actions) {
      await check("POST", path, 200, { token: ann.token, body });
      await check("POST", path, 400, { token: ann.token, body, headers: noZone });
      await check("POST", path, 401, { body });
      await check("POST", path, 403, { token: anonymous.token, body });
      await check("POST", path, 404, { token: bob.token, body });
      await check("POST", path, 413, { token: ann.token, rawBody: BIG_BODY });
      await check("POST", path, 415, { token: ann.token, rawBody: JSON.stringify(body), headers: text });
    }

    // The courses service: a visitor learns (anonymous callers are learners too).
    const lessonPath = "/v1/courses/lessons/en-a1-u01-l01";
    const start = { kind: "lesson", itemId: "en-a1-u01-l01" };
    await check("GET", "/v1/courses?course=en&locale=uk", 200, { token: anonymous.token });
    await check("GET", "/v1/courses?course=fr", 400, { token: anonymous.token });
    await check("GET", "/v1/courses", 401);
    await check("GET", `${lessonPath}?locale=hi`, 200, { token: anonymous.token });
    await check("GET", lessonPath, 400, { token: anonymous.token, headers: noZone });
    await check("GET", lessonPath, 401);
    await check("GET", "/v1/courses/lessons/en-a1-u01-l02", 403, { token: anonymous.token });
    await check("GET", "/v1/courses/lessons/no-such-lesson", 404, { token: anonymous.token });
    await check("POST", "/v1/courses/attempts", 201, { token: anonymous.token, body: start });
    await check("POST", "/v1/courses/attempts", 200, { token: anonymous.token, body: start });
    await check("POST", "/v1/courses/attempts", 400, { token: anonymous.token, body: { kind: "lesson" } });
    await check("POST", "/v1/courses/attempts", 401, { body: start });
    await check("POST", "/v1/courses/attempts", 403, { token: anonymous.token, body: { kind: "lesson", itemId: "en-a1-u01-l02" } });
    await check("POST", "/v1/courses/attempts", 404, { token: anonymous.token, body: { kind: "lesson", itemId: "no-such-lesson" } });
    await check("POST", "/v1/courses/attempts", 413, { token: anonymous.token, rawBody: BIG_BODY });
    await check("POST", "/v1/courses/attempts", 415, { token: anonymous.token, rawBody: JSON.stringify(start), headers: text });
    const attempt = (await (await callApi("/v1/courses/attempts", { token: anonymous.token, body: start })).json()) as {
      attemptId: string;
    };
    const results = `/v1/courses/attempts/${attempt.attemptId}/results`;
    const answers = { answers: [{ exerciseId: "meet-hello", response: null, ms: 1000 }], durationMs: 1000 };
    await check("POST", results, 422, { token: anonymous.token, body: answers });
    await check("POST", results, 400, { token: anonymous.token, body: { answers: "all" } });
    await check("POST", results, 401, { body: answers });
    await check("POST", results, 404, { token: bob.token, body: answers });
    await check("POST", results, 413, { token: anonymous.token, rawBody: BIG_BODY });
    await check("POST", results, 415, { token: anonymous.token, rawBody: JSON.stringify(answers), headers: text });
    await check("POST", results, 200, {
      token: anonymous.token,
      body: { answers: courseLessonAnswers("en-a1-u01-l01"), durationMs: 60_000 },
    });

    // Progress, streak, breaks, achievements and settings.
    for (const path of ["/v1/courses/progress", "/v1/courses/streak", "/v1/courses/achievements", "/v1/courses/settings"]) {
      await check("GET", path, 200, { token: anonymous.token });
      await check("GET", path, 400, { token: anonymous.token, headers: noZone });
      await check("GET", path, 401);
    }
    // Days in the calls' zone (Europe/Kyiv, tests/support/api-client.ts): near midnight UTC its date is already the next one.
    // The break starts the day after tomorrow: still in advance if Kyiv's midnight passes during the calls.
    const today = localDay(new Date(), "Europe/Kyiv");
    const inAMonth = addDays(today, 30);
    const breakBody = { firstDay: addDays(today, 2), days: 2 };
    const courseWrites: [string, string, unknown][] = [
      ["POST", "/v1/courses/breaks", breakBody],
      ["POST", "/v1/courses/achievements/seen", { ids: ["first_lesson"] }],
      ["PUT", "/v1/courses/settings", { dailyGoalMinutes: 10, currentCourse: "en" }],
    ];
    await check("POST", "/v1/courses/breaks", 201, { token: anonymous.token, body: breakBody });
    await check("POST", "/v1/courses/breaks", 422, { token: anonymous.token, body: breakBody });
    await check("POST", "/v1/courses/achievements/seen", 204, { token: anonymous.token, body: { ids: ["first_lesson"] } });
    await check("PUT", "/v1/courses/settings", 200, { token: anonymous.token, body: { dailyGoalMinutes: 10, currentCourse: "en" } });
    for (const [method, path, body] of courseWrites) {
      await check(method, path, 400, { token: anonymous.token, body, headers: noZone });
      await check(method, path, 401, { body });
      await check(method, path, 413, { token: anonymous.token, rawBody: BIG_BODY });
      await check(method, path, 415, { token: anonymous.token, rawBody: JSON.stringify(body), headers: text });
    }
    const planned = (await (
      await callApi("/v1/courses/breaks", { token: anonymous.token, body: { firstDay: inAMonth, days: 1 } })
    ).json()) as { id: string };
    const [ended] = await getDb()
      .insert(plannedBreaks)
      .values({ userId: anonymous.userId, announcedAt: new Date("2026-01-01T00:00:00Z"), timeZone: "UTC", firstDay: "2026-01-05", days: 2 })
      .returning();
    const breakPath = `/v1/courses/breaks/${planned.id}`;
    await check("DELETE", breakPath, 400, { token: anonymous.token, headers: noZone });
    await check("DELETE", breakPath, 401);
    await check("DELETE", breakPath, 404, { token: bob.token });
    await check("DELETE", `/v1/courses/breaks/${ended!.id}`, 422, { token: anonymous.token });
    await check("DELETE", breakPath, 204, { token: anonymous.token });
    // Reviews (anonymous learners included): GET /v1/courses/reviews, POST …/attempts and …/results
    const yesterday = new Date(Date.now() - 86_400_000);
    await giveReviewCards(getDb(), anonymous.userId, [{ itemId: "en:word:city", due: yesterday }]);
    await check("GET", "/v1/courses/reviews?course=en&locale=uk", 200, { token: anonymous.token });
    await check("GET", "/v1/courses/reviews?locale=xx", 400, { token: anonymous.token });
    await check("GET", "/v1/courses/reviews", 401);
    const review = { kind: "review", mode: "due", course: "en" };
    await check("POST", "/v1/courses/reviews/attempts", 200, { token: anonymous.token, body: review });
    const { attemptId, exercises } = (await (
      await callApi("/v1/courses/reviews/attempts", { token: anonymous.token, body: review })
    ).json()) as {
      attemptId: string;
      exercises: { id: string }[];
    };
    await check("POST", "/v1/courses/reviews/attempts", 400, { token: anonymous.token, body: { ...review, mode: "all" } });
    await check("POST", "/v1/courses/reviews/attempts", 401, { body: review });
    await check("POST", "/v1/courses/reviews/attempts", 404, { token: bob.token, body: review });
    await check("POST", "/v1/courses/reviews/attempts", 413, { token: ann.token, rawBody: BIG_BODY });
    await check("POST", "/v1/courses/reviews/attempts", 415, { token: ann.token, rawBody: JSON.stringify(review), headers: text });
    const reviewResults = `/v1/courses/reviews/attempts/${attemptId}/results`;
    const skipped = { answers: exercises.map((exercise) => ({ exerciseId: exercise.id, response: null, ms: 1_000 })), durationMs: 1_000 };
    await check("POST", reviewResults, 422, { token: anonymous.token, body: { ...skipped, answers: [] } });
    await check("POST", reviewResults, 404, { token: bob.token, body: skipped });
    await check("POST", reviewResults, 400, { token: anonymous.token, body: { answers: "none", durationMs: 1 } });
    await check("POST", reviewResults, 401, { body: skipped });
    await check("POST", reviewResults, 413, { token: anonymous.token, rawBody: BIG_BODY });
    await check("POST", reviewResults, 415, { token: anonymous.token, rawBody: JSON.stringify(skipped), headers: text });
    await check("POST", reviewResults, 200, { token: anonymous.token, body: skipped });
    // Course tests: the list, starting one, submitting its answers.
    await check("GET", "/v1/courses/tests?course=en&locale=uk", 200, { token: anonymous.token });
    await check("GET", "/v1/courses/tests?course=xx", 400, { token: ann.token });
    await check("GET", "/v1/courses/tests", 401);
    await check("POST", "/v1/courses/tests/en-a1-u01/attempts", 201, { token: ann.token, body: {} });
    const testStarted = await callApi("/v1/courses/tests/en-a1-u01/attempts", { token: ann.token, body: {} });
    await validate("POST", "/v1/courses/tests/en-a1-u01/attempts", testStarted);
    seen.add(`post /v1/courses/tests/{testId}/attempts ${testStarted.status}`);
    const { attemptId: testAttempt, exercises: testExercises } = (await testStarted.json()) as {
      attemptId: string;
      exercises: { id: string }[];
    };
    await check("POST", "/v1/courses/tests/en-a1-u01/attempts?locale=xx", 400, { token: ann.token, body: {} });
    await check("POST", "/v1/courses/tests/en-a1-u01/attempts", 401, { body: {} });
    await check("POST", "/v1/courses/tests/en-z9/attempts", 404, { token: ann.token, body: {} });
    await check("POST", "/v1/courses/tests/en-a1-u01/attempts", 413, { token: ann.token, rawBody: BIG_BODY });
    await check("POST", "/v1/courses/tests/en-a1-u01/attempts", 415, { token: ann.token, rawBody: "{}", headers: text });
    const testResults = `/v1/courses/tests/attempts/${testAttempt}/results`;
    const noAnswers = { answers: [], durationMs: 1_000 };
    await check("POST", testResults, 400, { token: ann.token, body: { answers: "none" } });
    await check("POST", testResults, 401, { body: noAnswers });
    await check("POST", testResults, 404, { token: bob.token, body: noAnswers });
    await check("POST", testResults, 413, { token: ann.token, rawBody: BIG_BODY });
    await check("POST", testResults, 415, { token: ann.token, rawBody: JSON.stringify(noAnswers), headers: text });
    await check("POST", testResults, 422, { token: ann.token, body: noAnswers });
    await check("POST", testResults, 200, {
      token: ann.token,
      body: { answers: testExercises.map(({ id }) => ({ exerciseId: id, response: "x", ms: 1_000 })), durationMs: 9_000 },
    });

    // POST /v1/funnels/{slug}/answers (anonymous visitors included)
    const funnelPath = "/v1/funnels/english-improve/answers";
    const funnelBody = {
      answers: [
        {
          questionText: "Why?",
          category: "motivation",
          questionId: "goal",
          selectedAnswers: ["Travel"],
          selectedAnswerIds: ["travel"],
          questionKey: "goal",
          tag: "leisure",
          retenoUserProperty: null,
        },
      ],
      completed: false,
    };
    await check("POST", funnelPath, 200, { token: anonymous.token, body: funnelBody });
    await check("POST", funnelPath, 400, {
      token: anonymous.token,
      body: { answers: [{ ...funnelBody.answers[0], selectedAnswerIds: ["fame"] }] },
    });
    await check("POST", funnelPath, 401, { body: funnelBody });
    await check("POST", "/v1/funnels/no-such-funnel/answers", 404, { token: anonymous.token, body: funnelBody });
    await check("POST", funnelPath, 413, { token: anonymous.token, rawBody: BIG_BODY });
    await check("POST", funnelPath, 415, { token: anonymous.token, rawBody: JSON.stringify(funnelBody), headers: text });
    // The personal plan (anonymous learners included): POST and GET /v1/funnels/plan
    const planAnswers = {
      level: {
        questionText: "Your level",
        category: "plan",
        questionId: "level",
        selectedAnswers: ["B1"],
        selectedAnswerIds: ["B1"],
        questionKey: "level",
        tag: null,
        retenoUserProperty: null,
      },
    };
    const planBody = { funnel: "english-improve", answers: planAnswers, locale: "en" };
    await check("GET", "/v1/funnels/plan", 404, { token: anonymous.token });
    await check("POST", "/v1/funnels/plan", 200, { token: anonymous.token, body: planBody });
    await check("GET", "/v1/funnels/plan?locale=uk", 200, { token: anonymous.token });
    await check("GET", "/v1/funnels/plan", 400, { token: anonymous.token, headers: noZone });
    await check("GET", "/v1/funnels/plan", 401);
    await check("POST", "/v1/funnels/plan", 400, { token: anonymous.token, body: { funnel: "english-improve", answers: [] } });
    await check("POST", "/v1/funnels/plan", 401, { body: planBody });
    await check("POST", "/v1/funnels/plan", 413, { token: anonymous.token, rawBody: BIG_BODY });
    await check("POST", "/v1/funnels/plan", 415, { token: anonymous.token, rawBody: JSON.stringify(planBody), headers: text });
    // The English level test (decision record 0032).
    await check("POST", "/v1/level-test/sessions", 201, { token: anonymous.token, body: { source: "page" } });
    const levelTest = (await (await callApi("/v1/level-test/sessions", { token: ann.token, body: { source: "page" } })).json()) as {
      sessionId: string;
      item: { seq: number; itemId: string };
    };
    await check("POST", "/v1/level-test/sessions", 400, { token: ann.token, body: { source: "<b>" } });
    await check("POST", "/v1/level-test/sessions", 401, { body: { source: "page" } });
    await check("POST", "/v1/level-test/sessions", 413, { token: ann.token, rawBody: BIG_BODY });
    await check("POST", "/v1/level-test/sessions", 415, { token: ann.token, rawBody: "{}", headers: text });
    const levelTestPath = `/v1/level-test/sessions/${levelTest.sessionId}`;
    await check("GET", levelTestPath, 200, { token: ann.token });
    await check("GET", "/v1/level-test/sessions/not-a-uuid", 400, { token: ann.token });
    await check("GET", levelTestPath, 401);
    await check("GET", levelTestPath, 404, { token: bob.token });
    const levelTestAnswer = { seq: 1, itemId: levelTest.item.itemId, answer: "1" };
    const levelTestResponses = `${levelTestPath}/responses`;
    await check("POST", levelTestResponses, 400, { token: ann.token, body: { seq: 0, itemId: "", answer: "" } });
    await check("POST", levelTestResponses, 401, { body: levelTestAnswer });
    await check("POST", levelTestResponses, 404, { token: bob.token, body: levelTestAnswer });
    await check("POST", levelTestResponses, 413, { token: ann.token, rawBody: BIG_BODY });
    await check("POST", levelTestResponses, 415, { token: ann.token, rawBody: JSON.stringify(levelTestAnswer), headers: text });
    await check("POST", levelTestResponses, 422, { token: ann.token, body: { ...levelTestAnswer, itemId: "zz-z00" } });
    await check("POST", levelTestResponses, 200, { token: ann.token, body: levelTestAnswer });

    // 429: one caller past API_WRITE_RATE_LIMIT writes in a minute, on every write.
    const flood = await registeredAccount();
    // The limit counts per minute of the clock: start well inside one, so the flood and the
    // checks after it fall into the same window.
    const msLeftInMinute = 60_000 - (Date.now() % 60_000);
    if (msLeftInMinute < 20_000) await new Promise((resolve) => setTimeout(resolve, msLeftInMinute + 100));
    let limited: Response | undefined;
    for (let i = 0; i <= getConfig().API_WRITE_RATE_LIMIT && !limited; i++) {
      const response = await callApi("/v1/profiles/keeper/user_settings", {
        method: "PUT",
        token: flood.token,
        body: { value: `{"n":${i}}` },
      });
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(200);
    }
    expect(limited, "the limit answers 429").toBeDefined();
    expect(Number(limited!.headers.get("Retry-After"))).toBeGreaterThan(0);
    await check("PUT", "/v1/profiles/keeper/user_settings", 429, { token: flood.token, body: { value: "{}" } });
    await check("PATCH", "/v1/profiles", 429, { token: flood.token, body: { display_name: "Flood" } });
    await check("POST", "/v1/dnt", 429, { token: flood.token, body: { entries, source: "banner" } });
    for (const [path, body] of actions) await check("POST", path, 429, { token: flood.token, body });
    await check("POST", "/v1/billing/checkout", 429, { token: flood.token, body: { planId: "tutoring-pack-5" } });
    await check("POST", "/v1/courses/attempts", 429, { token: flood.token, body: start });
    await check("POST", results, 429, { token: flood.token, body: answers });
    for (const [method, path, body] of courseWrites) await check(method, path, 429, { token: flood.token, body });
    await check("DELETE", breakPath, 429, { token: flood.token });
    await check("POST", funnelPath, 429, { token: flood.token, body: funnelBody });
    await check("POST", "/v1/courses/reviews/attempts", 429, { token: flood.token, body: review });
    await check("POST", reviewResults, 429, { token: flood.token, body: skipped });
    await check("POST", "/v1/courses/tests/en-a1-u01/attempts", 429, { token: flood.token, body: {} });
    await check("POST", testResults, 429, { token: flood.token, body: noAnswers });
    await check("POST", "/v1/funnels/plan", 429, { token: flood.token, body: planBody });
    await check("POST", "/v1/level-test/sessions", 429, { token: flood.token, body: { source: "page" } });
    await check("POST", levelTestResponses, 429, { token: flood.token, body: levelTestAnswer });
    // Reads are not limited, and other callers are not affected.
    await check("GET", "/v1/profiles/keeper/user_settings", 200, { token: flood.token });
    await check("PATCH", "/v1/profiles", 200, { token: bob.token, body: { display_name: "Bob" } });

    // 503: the database refuses connections (as when PostgreSQL is down), on every secured call.
    const refused = vi.spyOn(getPool(), "query").mockImplementation(() => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    });
    // Transactions take a client of their own from the pool.
    const refusedClient = vi.spyOn(getPool(), "connect").mockImplementation(() => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    });
    try {
      await check("GET", "/v1/profiles", 503, { token: bob.token });
      await check("PATCH", "/v1/profiles", 503, { token: bob.token, body: { display_name: "Bob" } });
      await check("GET", "/v1/profiles/keeper/user_settings", 503, { token: bob.token });
      await check("PUT", "/v1/profiles/keeper/user_settings", 503, { token: bob.token, body: { value: "{}" } });
      await check("GET", "/v1/billing/products/available", 503, { token: bob.token });
      for (const path of [
        "/v1/billing/subscriptions",
        "/v1/billing/receipts",
        `/v1/billing/receipts/${receipt.id}`,
        "/v1/billing/wallet",
      ]) {
        await check("GET", path, 503, { token: bob.token });
      }
      await check("GET", "/v1/dnt", 503, { token: bob.token });
      await check("POST", "/v1/dnt", 503, { token: bob.token, body: { entries, source: "banner" } });
      await check("GET", `${sub}/change-plan?planId=tutoring-12-credits`, 503, { token: bob.token });
      await check("GET", "/v1/billing/upsell", 503, { token: bob.token });
      for (const [path, body] of actions) await check("POST", path, 503, { token: bob.token, body });
      await check("POST", "/v1/billing/checkout", 503, { token: bob.token, body: { planId: "tutoring-pack-5" } });
      await check("GET", `/v1/billing/checkouts/${checkoutId}`, 503, { token: bob.token });
      await check("GET", "/v1/courses", 503, { token: bob.token });
      await check("GET", lessonPath, 503, { token: bob.token });
      await check("POST", "/v1/courses/attempts", 503, { token: bob.token, body: start });
      await check("POST", results, 503, { token: bob.token, body: answers });
      for (const path of ["/v1/courses/progress", "/v1/courses/streak", "/v1/courses/achievements", "/v1/courses/settings"]) {
        await check("GET", path, 503, { token: bob.token });
      }
      for (const [method, path, body] of courseWrites) await check(method, path, 503, { token: bob.token, body });
      await check("DELETE", breakPath, 503, { token: bob.token });
      await check("GET", "/v1/courses/reviews", 503, { token: bob.token });
      await check("POST", "/v1/courses/reviews/attempts", 503, { token: bob.token, body: review });
      await check("POST", reviewResults, 503, { token: bob.token, body: skipped });
      await check("GET", "/v1/courses/tests", 503, { token: bob.token });
      await check("POST", "/v1/courses/tests/en-a1-u01/attempts", 503, { token: bob.token, body: {} });
      await check("POST", testResults, 503, { token: bob.token, body: noAnswers });
      await check("POST", funnelPath, 503, { token: bob.token, body: funnelBody });
      await check("GET", "/v1/funnels/plan", 503, { token: bob.token });
      await check("POST", "/v1/funnels/plan", 503, { token: bob.token, body: planBody });
      await check("POST", "/v1/level-test/sessions", 503, { token: bob.token, body: { source: "page" } });
      await check("GET", levelTestPath, 503, { token: bob.token });
      await check("POST", levelTestResponses, 503, { token: bob.token, body: levelTestAnswer });
    } finally {
      refused.mockRestore();
      refusedClient.mockRestore();
    }

    // Every status the document promises was seen and validated.
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.keys(operation.responses).map((status) => `${method} ${path} ${status}`),
      ),
    );
    expect([...seen].sort()).toEqual(documented.sort());
  }, 60_000);

  it("the validator refuses undocumented statuses and bodies that break the schema", async () => {
    const validate = createResponseValidator(await fetchApiDocument());
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    await expect(validate("GET", "/v1/profiles", json({ user_id: 42 }))).rejects.toThrow(/does not match/);
    await expect(validate("GET", "/v1/profiles", json({ error: { code: "internal", message: "x" } }, 418))).rejects.toThrow(
      /not documented/,
    );
    await expect(validate("GET", "/v1/nowhere", json({}))).rejects.toThrow(/not in the OpenAPI document/);
  });

  it("describes the latest consent record of the caller only", async () => {
    const validate = createResponseValidator(await fetchApiDocument());
    const ann = await registeredAccount();
    const bob = await registeredAccount();
    const send = (token: string, granted: boolean) =>
      callApi("/v1/dnt", {
        token,
        body: {
          entries: [
            { category: "necessary", granted: true },
            { category: "marketing", granted },
          ],
          source: "preferences",
        },
      });
    expect((await send(ann.token, true)).status).toBe(201);
    expect((await send(ann.token, false)).status).toBe(201);
    const annLatest = await callApi("/v1/dnt", { token: ann.token });
    await validate("GET", "/v1/dnt", annLatest);
    const { latest } = (await annLatest.json()) as { latest: { entries: { category: string; granted: boolean }[]; source: string } };
    expect(latest.entries).toContainEqual({ category: "marketing", granted: false });
    expect(latest.source).toBe("preferences");
    const bobLatest = (await (await callApi("/v1/dnt", { token: bob.token })).json()) as { latest: unknown };
    expect(bobLatest.latest).toBeNull();
  });
});
