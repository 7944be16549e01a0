import {
  completeLessons,
  forceFlag,
  giveAchievements,
  giveDailyGoal,
  givePlanBreak,
  givePlanHistory,
  removeFlagRule,
  type FactoryDb,
} from "../../db/factories";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test, type Page } from "./support/fixtures";
import { clearOfUtcMidnight } from "./support/clock";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScriptBytes } from "./support/first-load";
import { message } from "./support/messages";

// The plan pages (decision record 0028): server-rendered, their forms work without scripts.

const DAY = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, String(value)), template);

/** Five days in a row up to today (UTC), a lesson a day, and a new achievement. */
async function learnerWithProgress(db: FactoryDb, userId: string) {
  const now = Date.now();
  await givePlanHistory(
    db,
    userId,
    [4, 3, 2, 1, 0].map((ago, index) => ({
      at: new Date(now - ago * DAY),
      lessonId: index % 2 === 0 ? "en-a1-u01-l01" : "en-a1-u01-l02",
      xp: 10 + index * 5,
      seconds: ago === 0 ? 7 * 60 : 300,
      newWords: 4,
    })),
  );
  await giveAchievements(db, userId, ["first_lesson"]);
}

async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test("a brand-new learner is offered the first lesson", async ({ page, login }) => {
  await login({ name: "New Learner" });
  await page.goto("/en/my-plan");
  await expect(page.getByRole("heading", { level: 1, name: message("en", "myPlan.title") })).toBeVisible();
  await expect(page.getByRole("heading", { name: message("en", "myPlan.newTitle") })).toBeVisible();
  await expect(page.getByRole("link", { name: message("en", "myPlan.startFirst") })).toHaveAttribute(
    "href",
    "/en/course/lesson/en-a1-u01-l01",
  );
  await expectNoAxeViolations(page);
});

test("signed out, the plan asks to sign in first and comes back", async ({ page }) => {
  await page.goto("/en/my-plan");
  await expect(page).toHaveURL(/\/en\/sign-in\?next=%2Fen%2Fmy-plan/);
});

test("a learner with progress sees the plan, the streak and its week, and the pictures with their numbers", async ({ page, login, db }) => {
  await clearOfUtcMidnight();
  const learner = await login({ name: "Steady Learner" });
  await learnerWithProgress(db, learner.id);
  await page.goto("/en/my-plan");
  const streak = page.getByRole("region", { name: message("en", "myPlan.streakHeading") });
  await expect(streak.locator("[data-streak-current]")).toHaveAttribute("data-streak-current", "5");
  await expect(page.getByRole("link", { name: message("en", "myPlan.startLesson") })).toHaveAttribute(
    "href",
    "/en/course/lesson/en-a1-u01-l03",
  );
  const today = utcDay(new Date());
  await expect(page.locator(`[data-week] [data-day="${today}"]`)).toHaveAttribute("data-status", "active");

  // The new achievement: shown, then marked seen.
  const notice = page.locator("[data-new-achievements]");
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: message("en", "myPlan.dismissAchievements") }).click();
  await expect(notice).toHaveCount(0);

  await page
    .getByRole("link", { name: message("en", "myPlan.progressLink") })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: message("en", "myPlan.progressTitle") })).toBeVisible();
  await expect(page.locator('[data-chart="xp"] rect[data-value="30"]')).toHaveCount(1);
  await expect(
    page.getByRole("img", { name: /XP per day, last 30 days\. 100 XP in the last 30 days, on 5 days; best day: 30 XP\./ }),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: /Words learned\. 20 words learned, 20 of them in the last 30 days\./ })).toBeVisible();
  await page.locator('[data-chart="words"] summary').click();
  await expect(page.locator('[data-chart="words"] table tbody tr').last()).toContainText("20");
  await expect(page.locator(`[data-chart="calendar"] [data-day="${today}"]`)).toHaveAttribute("data-status", "active");
  await expect(page.locator('[data-chart="calendar"]')).toContainText(message("en", "myPlan.status.frozen"));
  await expect(page.locator('[data-achievement-id="first_lesson"]')).toHaveAttribute("data-earned", "true");
  await expectNoAxeViolations(page);
});

for (const locale of ["uk", "hi"]) {
  test(`the plan and the progress pages pass axe in ${locale} and fit a 360 px screen`, async ({ page, login, db }) => {
    await clearOfUtcMidnight();
    const learner = await login({ name: "Axe Learner" });
    await learnerWithProgress(db, learner.id);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/${locale}/my-plan`);
    await expect(page.getByRole("heading", { level: 1, name: message(locale, "myPlan.title") })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSideScroll(page);
    await page.screenshot({ path: `test-results/my-plan-${locale}-360.png`, fullPage: true });
    await page.goto(`/${locale}/my-plan/progress`);
    await expect(page.getByRole("heading", { level: 1, name: message(locale, "myPlan.progressTitle") })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSideScroll(page);
    await page.screenshot({ path: `test-results/my-progress-${locale}-360.png`, fullPage: true });
    for (const chart of ["xp", "words", "calendar"]) {
      await page.locator(`[data-chart="${chart}"]`).screenshot({ path: `test-results/my-progress-${locale}-${chart}.png` });
    }
  });
}

test("a double press on 'Plan the break' plans one break, and a one-day break names its day", async ({ page, login }) => {
  await login({ name: "Eager Planner" });
  await page.goto("/en/my-plan");
  const section = page.locator("#break");
  await section.getByLabel(message("en", "myPlan.breakLength")).selectOption("1");
  await section.getByRole("button", { name: message("en", "myPlan.breakSubmit") }).dblclick();
  await expect(section.getByRole("status")).toHaveText(message("en", "myPlan.breakAnnounced"));
  await expect(section.getByRole("alert")).toHaveCount(0);
  await expect(section.locator("[data-upcoming-break]")).toContainText("Break planned for ");
  await expect(section.locator("[data-upcoming-break]")).not.toContainText(" to ");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("announcing a break shows it ahead, and it can be canceled", async ({ page, login }) => {
    await login({ name: "Break Planner" });
    await page.goto("/en/my-plan");
    const section = page.locator("#break");
    await section.getByLabel(message("en", "myPlan.breakLength")).selectOption("3");
    await section.getByRole("button", { name: message("en", "myPlan.breakSubmit") }).click();
    await expect(section.getByRole("status")).toHaveText(message("en", "myPlan.breakAnnounced"));
    await expect(section.locator("[data-upcoming-break]")).toContainText("Break planned from");
    await section.getByRole("button", { name: message("en", "myPlan.breakCancel") }).click();
    await expect(section.getByRole("status")).toHaveText(message("en", "myPlan.breakCanceled"));
    await expect(section.getByRole("button", { name: message("en", "myPlan.breakSubmit") })).toBeVisible();
  });
});

test("during a break the plan says so calmly, and the calendar shows the break", async ({ page, login, db }) => {
  await clearOfUtcMidnight();
  const learner = await login({ name: "Resting Learner" });
  const now = Date.now();
  await givePlanHistory(db, learner.id, [{ at: new Date(now - 3 * DAY), lessonId: "en-a1-u01-l01" }]);
  await givePlanBreak(db, learner.id, { firstDay: utcDay(new Date(now - 2 * DAY)), days: 4, announcedAt: new Date(now - 3 * DAY) });
  await page.goto("/en/my-plan");
  await expect(page.locator("[data-on-break]")).toContainText("You're on a break until");
  await expect(page.locator(`[data-week] [data-day="${utcDay(new Date(now))}"]`)).toHaveAttribute("data-status", "break");
  await expect(page.locator("[data-streak-current]")).toHaveAttribute("data-streak-current", "1");
});

test("with the daily goal flag, the learner chooses a goal and the header's ring shows today's minutes", async ({ page, login, db }) => {
  await clearOfUtcMidnight();
  const learner = await login({ name: "Goal Setter" });
  await learnerWithProgress(db, learner.id);
  const rule = await forceFlag(db, { flag: "daily_goal", value: true, condition: { email: learner.email } });
  try {
    // The server caches flag rules for a few seconds: wait until it evaluates the new rule for this person.
    await expect
      .poll(
        async () => {
          await page.goto("/en/my-plan");
          return page.locator("#daily-goal").count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect(page.locator("[data-header-goal]")).toHaveCount(0);
    await page
      .locator("#daily-goal")
      .getByLabel(fill(message("en", "dailyGoal.option"), { count: 10 }))
      .check();
    await page
      .locator("#daily-goal")
      .getByRole("button", { name: message("en", "dailyGoal.save") })
      .click();
    await expect(page.locator("#daily-goal").getByRole("status")).toHaveText(message("en", "dailyGoal.saved"));
    const label = fill(message("en", "dailyGoal.progress"), { done: 7, goal: 10 });
    await expect(page.locator("[data-learning-bar]").getByRole("img", { name: label })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await removeFlagRule(db, rule);
  }
});

test("without the daily goal flag there is no goal and no ring", async ({ page, login, db }) => {
  const learner = await login({ name: "No Goal" });
  await giveDailyGoal(db, learner.id, 10);
  await page.goto("/en/my-plan");
  await expect(page.getByRole("heading", { level: 1, name: message("en", "myPlan.title") })).toBeVisible();
  await expect(page.locator("#daily-goal")).toHaveCount(0);
  await expect(page.locator("[data-header-goal]")).toHaveCount(0);
});

test("the plan pages stay within the first-load JavaScript budget", async ({ page, login }) => {
  await login({ name: "Budget Learner" });
  for (const path of ["/en/my-plan", "/en/my-plan/progress"]) {
    const { gzipBytes, sources } = await firstLoadScriptBytes(page.request, path);
    expect(sources.length).toBeGreaterThan(0);
    expect(gzipBytes, path).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  }
});

test("a premium-locked next lesson leads to what premium gives, not to a locked lesson", async ({ page, login, db }) => {
  await clearOfUtcMidnight();
  const learner = await login({ name: "Plan At The Boundary" });
  // The three free lessons of A1 and today's one more: the next lesson is premium.
  await completeLessons(db, learner.id, ["en-a1-u01-l01", "en-a1-u01-l02", "en-a1-u01-l03", "en-a1-u02-l01"]);
  await page.goto("/en/my-plan");
  const next = page.locator("[data-next-lesson]");
  await expect(next).toHaveAttribute("data-next-lesson", "en-a1-u02-l02");
  await expect(next).toHaveText(message("en", "courseMap.seePremium"));
  await expect(next).toHaveAttribute("href", "/en/course/premium?lesson=en-a1-u02-l02");
});
