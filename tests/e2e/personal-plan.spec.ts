import { completeLessons, forceFlag, removeFlagRule } from "../../db/factories";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test, type Page } from "./support/fixtures";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScriptBytes } from "./support/first-load";
import { message } from "./support/messages";

// The personal plan at the end of a funnel (decision record 0033): built on the server from the
// answers the funnel keeps in localStorage, revealed, then the account step, the personalised
// paywall and the first lesson, or /download-app with web2app_path.

const answer = (questionId: string, questionKey: string, ids: string[]) => ({
  questionText: questionId,
  category: "plan",
  questionId,
  selectedAnswers: ids,
  selectedAnswerIds: ids,
  questionKey,
  tag: null,
  retenoUserProperty: null,
});

function answersOf(goal: string, level: string, minutes: string) {
  return Object.fromEntries(
    [
      answer("goal", "goal", [goal]),
      answer("level", "level", [level]),
      answer("minutes", "minutes_per_day", [minutes]),
      answer("days", "days_per_week", ["5"]),
      answer("language", "target_language", ["en"]),
    ].map((entry) => [entry.questionId, entry]),
  );
}

/** The answers the funnel engine keeps (`lingora.funnel.<slug>`), there before the page's code runs. */
async function keepAnswers(page: Page, answers: Record<string, unknown>, slug = "english-improve") {
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: `lingora.funnel.${slug}`,
    value: JSON.stringify(answers),
  });
}

async function expectPlanShown(page: Page, locale: string, goal: string) {
  await expect(page.getByRole("heading", { level: 1, name: message(locale, `personalPlan.headline.${goal}`) })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId("plan-week").getByRole("listitem")).toHaveCount(7);
  await expect(page.getByTestId("plan-estimate")).toBeVisible();
  await expect(page.getByTestId("plan-chart-list").getByRole("listitem")).toHaveCount(4);
}

test("a visitor's plan shows the start, the week and the estimate, then asks for an account that leads to the paywall", async ({
  page,
}) => {
  await keepAnswers(page, answersOf("travel", "A2", "10"));
  await page.goto("/en/my-plan/new?funnel=english-improve");
  await expectPlanShown(page, "en", "travel");
  await expect(page.getByTestId("plan-start-lesson")).toContainText("A2");
  await expect(page.getByTestId("plan-estimate")).toContainText("weeks");
  await expect(page.getByRole("link", { name: message("en", "personalPlan.estimateSource.cambridge") })).toHaveAttribute(
    "href",
    /cambridgeenglish\.org/,
  );
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: message("en", "personalPlan.continue") }).click();
  await expect(page.getByRole("heading", { name: message("en", "personalPlan.accountTitle") })).toBeFocused();
  await expect(page.getByRole("link", { name: message("en", "personalPlan.signUp") })).toHaveAttribute(
    "href",
    "/en/sign-up?next=%2Fen%2Fprofile%2Fpayments-subscriptions%2Fchoose%3Ffrom%3Dplan",
  );
  await expectNoAxeViolations(page);
});

test("a registered learner goes from the plan to a paywall in their words, at 360 px, and /my-plan keeps the plan", async ({
  page,
  login,
  db,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const learner = await login({ name: "Plan Reader" });
  await keepAnswers(page, answersOf("career", "B1", "20"));
  await page.goto("/uk/my-plan/new?funnel=english-improve");
  await expectPlanShown(page, "uk", "career");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole("button", { name: message("uk", "personalPlan.continue") }).click();
  await expect(page).toHaveURL(/\/uk\/profile\/payments-subscriptions\/choose\?from=plan$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("uk", "personalPlan.headline.career"));
  await expect(page.getByTestId("paywall-first-lesson")).toHaveAttribute("href", "/uk/course/lesson/en-b1-u01-l01");
  // 20 minutes a day: the 12-month plan first.
  await expect(page.locator('[aria-labelledby="paywall-plans"] li[id]').first()).toHaveAttribute("id", "courses-premium-12m");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  await page.goto("/uk/my-plan");
  await expect(
    page.getByTestId("personal-plan").getByRole("heading", { name: message("uk", "personalPlan.headline.career") }),
  ).toBeVisible();
  const firstLesson = page.getByTestId("personal-plan").getByRole("link", { name: message("uk", "personalPlan.firstLesson") });
  await expect(firstLesson).toHaveAttribute("href", "/uk/course/lesson/en-b1-u01-l01");

  // Once a lesson is done the plan no longer offers a first lesson: My plan's next lesson leads on.
  // The week goes on from the next lesson; the one done today stays today's, marked done.
  await completeLessons(db, learner.id, ["en-b1-u01-l01"]);
  await page.reload();
  const panel = page.getByTestId("personal-plan");
  await expect(panel.getByRole("heading", { name: message("uk", "personalPlan.headline.career") })).toBeVisible();
  await expect(firstLesson).toHaveCount(0);
  await expect(panel.getByRole("heading", { name: message("uk", "personalPlan.nextTitle") })).toBeVisible();
  await expect(panel.getByTestId("plan-week").getByRole("listitem").first()).toContainText(
    message("uk", "personalPlan.lessonDone").replace("{lesson}", "").trim(),
  );
});

test("with web2app_path the plan leads to /download-app, an installable web app", async ({ page, login, db, request }) => {
  const learner = await login({ name: "App Person" });
  await keepAnswers(page, answersOf("hobby", "A1", "5"));
  const rule = await forceFlag(db, { flag: "web2app_path", value: true, condition: { email: learner.email } });
  try {
    // The server caches flag rules for a few seconds: wait until it evaluates the new rule for this person.
    await expect
      .poll(
        async () => {
          await page.goto("/en/my-plan/new?funnel=english-improve");
          return page.locator("[data-web2app]").getAttribute("data-web2app");
        },
        { timeout: 20_000 },
      )
      .toBe("true");
    await expectPlanShown(page, "en", "hobby");
    await page.getByRole("button", { name: message("en", "personalPlan.continue") }).click();
    await expect(page).toHaveURL(/\/en\/download-app$/);
    await expect(page.getByRole("heading", { level: 1, name: message("en", "downloadApp.title") })).toBeVisible();
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(manifestHref).toBeTruthy();
    const manifest = (await (await request.get(manifestHref!)).json()) as { display: string; icons: { sizes: string }[] };
    expect(manifest.display).toBe("standalone");
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    await expectNoAxeViolations(page);
  } finally {
    await removeFlagRule(db, rule);
  }
});

test("the plan page stays within the first-load budget", async ({ request }) => {
  const { gzipBytes, sources } = await firstLoadScriptBytes(request, "/en/my-plan/new?funnel=english-improve");
  expect(gzipBytes, sources.join("\n")).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});
