import { randomUUID } from "node:crypto";
import { forceFlag, giveDailyGoal, givePlanHistory, removeFlagRule } from "../../db/factories";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_ORIGIN, expect, test } from "./support/fixtures";
import { clearOfUtcMidnight } from "./support/clock";
import { message } from "./support/messages";

// The daily-goal ring in the site header (issue 13 item 5, decision record 0030): a client island
// that only a learner's browser loads, fed by GET /v1/courses/settings and /v1/courses/progress.

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, String(value)), template);

test("a learner with a daily goal sees today's ring in the header (from 400 px; the header fits at 320) and it leads to the plan", async ({
  page,
  login,
  db,
}) => {
  await clearOfUtcMidnight();
  const learner = await login({ name: "Ring Learner" });
  // Today (UTC, the browser's zone here): one lesson of 7 minutes; the goal is 10.
  await givePlanHistory(db, learner.id, [{ at: new Date(), lessonId: "en-a1-u01-l01", xp: 20, seconds: 7 * 60 }]);
  await giveDailyGoal(db, learner.id, 10);
  const rule = await forceFlag(db, { flag: "daily_goal", value: true, condition: { email: learner.email } });
  try {
    const label = fill(message("en", "dailyGoal.progress"), { done: 7, goal: 10 });
    const ring = page.locator("[data-site-header]").getByRole("link", { name: label });
    // The server caches flag rules for a few seconds: load the page until it evaluates the new rule for this person.
    await expect(async () => {
      await page.goto("/en/course");
      await expect(ring).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 45_000 });
    await expect(ring).toHaveAttribute("href", "/en/my-plan#daily-goal");
    await expect(ring).toHaveAttribute("data-site-goal", "open");
    await expect(ring.getByRole("img", { name: label })).toBeVisible();
    await expectNoAxeViolations(page);

    // From 400 px the header has room for it; below, it steps aside (the plan's ring is under My plan) and the header still fits.
    const headerFits = () => page.locator("[data-site-header]").evaluate((header) => header.scrollWidth <= header.clientWidth);
    await page.setViewportSize({ width: 400, height: 740 });
    await expect(ring).toBeInViewport({ ratio: 1 });
    expect(await headerFits()).toBe(true);
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(ring).toBeHidden();
    expect(await headerFits()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 720 });

    // The plan pages keep their own (server-rendered) ring in the learning bar, and the header adds none.
    await ring.click();
    await expect(page).toHaveURL(/\/en\/my-plan#daily-goal$/);
    await expect(page.locator("[data-learning-bar]").getByRole("img", { name: label })).toBeVisible();
    await expect(page.locator("[data-site-goal]")).toHaveCount(0);
  } finally {
    await removeFlagRule(db, rule);
  }
});

test("an anonymous visitor on the home page asks for no progress, even with the flag on", async ({ page, context, db }) => {
  const device = randomUUID();
  await context.addCookies([{ name: "lingora_device_id", value: device, url: E2E_ORIGIN }]);
  const rule = await forceFlag(db, { flag: "daily_goal", value: true, condition: { device_id: device } });
  try {
    const courseCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/v1/courses")) courseCalls.push(request.url());
    });
    await page.goto("/en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("en", "home.hero.title"));
    // The page's work after the first paint is done: the anonymous session exists, the network is quiet.
    await expect
      .poll(async () => (await page.request.get("/api/auth/sign-in")).json(), { timeout: 15_000 })
      .toEqual({ isLogged: true, isAnonymous: true });
    await page.waitForLoadState("networkidle");
    expect(courseCalls).toEqual([]);
    await expect(page.locator("[data-site-goal]")).toHaveCount(0);
  } finally {
    await removeFlagRule(db, rule);
  }
});
