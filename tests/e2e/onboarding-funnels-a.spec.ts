import { readFileSync } from "node:fs";
import path from "node:path";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test, type Page } from "./support/fixtures";
import { message } from "./support/messages";

// The onboarding funnels of the plan and the courses (issue 14 item 2, decision record 0036): the
// spec's routes send to their funnel, each funnel is walked to its end, and the end is checked
// where the learner sees it (the plan on /my-plan, the interests on /for-you).

type Slug = "courses-onboarding" | "my-plan-start-onboarding" | "for-you-start-onboarding";

/** A funnel's own texts (content/funnels/<slug>.json), so the steps follow the copy. */
const texts = Object.fromEntries(
  (["courses-onboarding", "my-plan-start-onboarding", "for-you-start-onboarding"] as const).map((slug) => [
    slug,
    (
      JSON.parse(readFileSync(path.join(process.cwd(), `content/funnels/${slug}.json`), "utf8")) as {
        texts: Record<string, Record<string, string>>;
      }
    ).texts,
  ]),
) as Record<Slug, Record<string, Record<string, string>>>;

function funnel(page: Page, slug: Slug, locale: string) {
  const text = (key: string) => texts[slug][locale]![key]!;
  const button = (key: string) => page.getByRole("button", { name: text(key) });
  return {
    text,
    button,
    /** Waits for a screen by its heading; checks it with axe when asked. */
    async on(key: string, options: { axe?: boolean } = {}) {
      await expect(page.getByRole("heading", { level: 1, name: text(key) })).toBeVisible();
      if (options.axe) await expectNoAxeViolations(page);
    },
    pick: (key: string) => button(key).click(),
    next: () => button("common.continue").click(),
  };
}

const planSaved = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith("/v1/funnels/plan") && response.request().method() === "POST");

test("each onboarding route sends to its funnel with a 307, keeping only the screen and the two flags", async ({ request }) => {
  const cases = [
    ["/en/courses-onboarding?screen=minutes&utm_source=ad", "/en/funnel/courses-onboarding?screen=minutes"],
    ["/uk/my-plan/start-onboarding?webview=true&hideHeader=true", "/uk/funnel/my-plan-start-onboarding?webview=true&hideHeader=true"],
    ["/pl/for-you/start-onboarding", "/pl/funnel/for-you-start-onboarding"],
  ] as const;
  for (const [route, location] of cases) {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status(), route).toBe(307);
    const sent = new URL(response.headers().location!, "http://any.host");
    expect(`${sent.pathname}${sent.search}`, route).toBe(location);
  }
});

test("courses-onboarding from the course map: a visitor picks a level and gets the plan, then the account step", async ({ page }) => {
  test.setTimeout(90_000);
  const f = funnel(page, "courses-onboarding", "en");
  await page.goto("/en/course");
  await page.getByRole("link", { name: message("en", "courseMap.findStart") }).click();
  await expect(page).toHaveURL(/\/en\/funnel\/courses-onboarding\?screen=start$/);

  await f.on("start.title", { axe: true });
  await f.pick("start.cta");
  await f.on("goal.title");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await f.pick("goal.travel");
  await f.on("levelMethod.title", { axe: true });
  await f.pick("levelMethod.estimate");
  await f.on("level.title", { axe: true });
  await f.pick("level.b1");
  // The self-estimate skips the level test.
  await f.on("minutes.title");
  await f.pick("minutes.10");
  await f.on("days.title");
  await f.pick("days.3");
  await f.on("topics.title", { axe: true });
  await f.pick("topics.work");
  await f.pick("topics.food");
  await expect(f.button("topics.food")).toHaveAttribute("aria-pressed", "true");
  await f.next();
  await f.on("movingOn.title", { axe: true });
  const saved = planSaved(page);
  await f.pick("movingOn.cta");
  await f.on("plan.title");
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId("plan-start-lesson")).toContainText("B1", { timeout: 20_000 });
  await expect(page.getByTestId("plan-week").getByRole("listitem")).toHaveCount(7);
  await expectNoAxeViolations(page);

  // What follows the plan is the engine's: the account step for a visitor.
  await page.getByRole("button", { name: message("en", "personalPlan.continue") }).click();
  await expect(page.getByRole("heading", { name: message("en", "personalPlan.accountTitle") })).toBeFocused();
  const answers = await page.evaluate(() => JSON.parse(localStorage.getItem("lingora.funnel.courses-onboarding") ?? "{}"));
  expect(answers.level.selectedAnswerIds).toEqual(["B1"]);
  expect(answers.topics.selectedAnswerIds).toEqual(["work", "food"]);
});

test("my-plan/start-onboarding: a learner without a plan makes one, and /my-plan shows it", async ({ page, login }) => {
  test.setTimeout(90_000);
  await login({ name: "Plan Maker" });
  const f = funnel(page, "my-plan-start-onboarding", "en");
  await page.goto("/en/my-plan");
  const start = page.getByTestId("personal-plan-start");
  await expect(start.getByRole("heading", { name: message("en", "personalPlan.noPlanTitle") })).toBeVisible();
  await start.getByRole("link", { name: message("en", "personalPlan.noPlanStart") }).click();
  await expect(page).toHaveURL(/\/en\/funnel\/my-plan-start-onboarding\?screen=intro$/);

  await f.on("intro.title", { axe: true });
  await f.pick("intro.cta");
  await f.on("course.title", { axe: true });
  await page.getByRole("button", { name: new Intl.DisplayNames(["en"], { type: "language" }).of("en")!, exact: true }).click();
  await f.on("goal.title");
  await f.pick("goal.career");
  await f.on("level.title", { axe: true });
  await page.getByLabel(f.text("level.label")).selectOption("B1");
  await f.next();
  await f.on("minutes.title");
  await page.getByRole("slider").press("ArrowRight");
  await f.next();
  await f.on("days.title");
  // A fresh load of an answered screen: the server draws it without the answers, then the stored one shows.
  await page.goto("/en/funnel/my-plan-start-onboarding?screen=level");
  await f.on("level.title");
  await expect(page.getByLabel(f.text("level.label"))).toHaveValue("B1");
  await page.goto("/en/funnel/my-plan-start-onboarding?screen=days");
  await f.on("days.title");
  await page.getByRole("slider").press("ArrowRight");
  // The value says what it counts ("6 days"), not a bare number.
  await expect(page.getByRole("slider")).toHaveAttribute("aria-valuetext", f.text("days.6"));
  await expect(page.getByText(f.text("days.6"), { exact: true })).toBeVisible();
  await f.next();
  await f.on("topics.title");
  await f.pick("topics.travel");
  await f.pick("topics.technology");
  const saved = planSaved(page);
  await f.next();
  await f.on("plan.title");
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole("heading", { name: message("en", "personalPlan.headline.career") })).toBeVisible({ timeout: 20_000 });
  const answers = await page.evaluate(() => JSON.parse(localStorage.getItem("lingora.funnel.my-plan-start-onboarding") ?? "{}"));
  expect([answers.minutes.selectedAnswerIds, answers.days.selectedAnswerIds]).toEqual([["15"], ["6"]]);

  // The funnel finishes on /my-plan, which now shows the plan instead of the way to make one.
  await page.getByRole("button", { name: message("en", "personalPlan.continue") }).click();
  await expect(page).toHaveURL(/\/en\/my-plan$/);
  const plan = page.getByTestId("personal-plan");
  await expect(plan.getByRole("heading", { name: message("en", "personalPlan.headline.career") })).toBeVisible();
  await expect(plan.getByRole("link", { name: message("en", "personalPlan.firstLesson") })).toHaveAttribute(
    "href",
    "/en/course/lesson/en-b1-u01-l01",
  );
  await expect(page.getByTestId("personal-plan-start")).toHaveCount(0);
});

test("for-you/start-onboarding: the topics and skills a learner picks show on /for-you", async ({ page, login }) => {
  await login({ name: "Topic Picker" });
  const f = funnel(page, "for-you-start-onboarding", "en");
  await page.goto("/en/for-you");
  const interests = page.getByRole("region", { name: message("en", "forYou.interestsEmptyTitle") });
  await interests.getByRole("link", { name: message("en", "forYou.interestsStart") }).click();
  await expect(page).toHaveURL(/\/en\/funnel\/for-you-start-onboarding\?screen=intro$/);

  await f.on("intro.title", { axe: true });
  await f.pick("intro.cta");
  await f.on("topics.title", { axe: true });
  await f.pick("topics.travel");
  await f.pick("topics.sport");
  await f.next();
  await f.on("skills.title", { axe: true });
  await f.pick("skills.speaking");
  await f.next();
  await f.on("done.title", { axe: true });
  const stored = page.waitForResponse(
    (response) => response.url().endsWith("/v1/funnels/for-you-start-onboarding/answers") && response.request().method() === "POST",
  );
  await f.pick("done.cta");
  expect((await stored).status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/for-you$/);

  const shown = page.getByRole("region", { name: message("en", "forYou.interestsTitle") });
  await expect(shown.getByRole("list", { name: message("en", "forYou.topicsLabel") }).getByRole("listitem")).toHaveText([
    f.text("topics.travel"),
    f.text("topics.sport"),
  ]);
  await expect(shown.getByRole("list", { name: message("en", "forYou.skillsLabel") }).getByRole("listitem")).toHaveText([
    f.text("skills.speaking"),
  ]);
  await expect(shown.getByRole("link", { name: message("en", "forYou.interestsChange") })).toHaveAttribute(
    "href",
    "/en/for-you/start-onboarding",
  );
  await expectNoAxeViolations(page);
});

test("for-you/start-onboarding in Ukrainian, by keyboard, with the header hidden: /for-you names the topics in Ukrainian", async ({
  page,
  login,
}) => {
  await login({ name: "Тема" });
  const f = funnel(page, "for-you-start-onboarding", "uk");
  await page.goto("/uk/for-you/start-onboarding?hideHeader=true&utm_source=mail");
  await expect(page).toHaveURL(/\/uk\/funnel\/for-you-start-onboarding\?hideHeader=true&screen=intro$/);
  await expect(page.locator("[data-site-header]")).toBeHidden();

  await f.on("intro.title");
  await f.button("intro.cta").focus();
  await page.keyboard.press("Enter");
  await f.on("topics.title");
  await f.button("topics.food").focus();
  await page.keyboard.press("Space");
  await f.button("topics.culture").focus();
  await page.keyboard.press("Space");
  await expect(f.button("topics.culture")).toHaveAttribute("aria-pressed", "true");
  await f.button("common.continue").focus();
  await page.keyboard.press("Enter");
  await f.on("skills.title");
  await f.button("skills.grammar").focus();
  await page.keyboard.press("Space");
  await f.button("common.continue").focus();
  await page.keyboard.press("Enter");
  await f.on("done.title", { axe: true });
  await f.button("done.cta").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/uk\/for-you$/);

  const shown = page.getByRole("region", { name: message("uk", "forYou.interestsTitle") });
  await expect(shown.getByRole("list", { name: message("uk", "forYou.topicsLabel") }).getByRole("listitem")).toHaveText([
    f.text("topics.food"),
    f.text("topics.culture"),
  ]);
  await expect(shown.getByRole("list", { name: message("uk", "forYou.skillsLabel") }).getByRole("listitem")).toHaveText([
    f.text("skills.grammar"),
  ]);
});
