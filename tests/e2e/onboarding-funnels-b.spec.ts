import { readFileSync } from "node:fs";
import path from "node:path";
import { expectNoAxeViolations } from "./support/axe";
import { uniqueClientAddress } from "./support/client-address";
import { expect, test, type Page } from "./support/fixtures";
import { message } from "./support/messages";

// Anonymous visitors: the answers are stored on an anonymous session when a funnel ends.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

type Definition = { texts: Record<string, Record<string, string>> };
const definitions = Object.fromEntries(
  ["lessons-onboarding", "tutoring-short-onboarding", "purchase-onboarding"].map((slug) => [
    slug,
    JSON.parse(readFileSync(path.join(process.cwd(), `content/funnels/${slug}.json`), "utf8")) as Definition,
  ]),
);

/** One funnel in one locale: its texts, its screens by heading, its buttons by their copy. */
function funnel(page: Page, slug: string, locale: string) {
  const text = (key: string) => definitions[slug]!.texts[locale]![key]!;
  return {
    text,
    /** Waits for a screen by its heading; checks the page with axe when asked. */
    async onScreen(key: string, options: { axe?: boolean } = {}) {
      await expect(page.getByRole("heading", { level: 1, name: text(key) })).toBeVisible();
      if (options.axe) await expectNoAxeViolations(page);
    },
    choose: (key: string) => page.getByRole("button", { name: text(key) }).click(),
    continue: () => page.getByRole("button", { name: text("common.continue") }).click(),
    /** The answers as the spec keeps them in localStorage, by screen id. */
    answers: () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}"), `lingora.funnel.${slug}`),
    /** The answer set posted when the funnel ends. */
    stored: () =>
      page.waitForResponse((response) => response.url().endsWith(`/v1/funnels/${slug}/answers`) && response.request().method() === "POST"),
  };
}

test("/lessons-onboarding runs its funnel in English to the tutoring prices' subscriptions, with the answers kept", async ({ page }) => {
  // The spec route is a 307 to the funnel, keeping the screen and the flags and nothing else.
  const redirect = await page.request.get("/en/lessons-onboarding?hideHeader=true&utm_source=ad", { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expect(redirect.headers().location).toBe("/en/funnel/lessons-onboarding?hideHeader=true");

  await page.goto("/en/lessons-onboarding");
  await expect(page).toHaveURL(/\/en\/funnel\/lessons-onboarding\?screen=welcome$/);
  const f = funnel(page, "lessons-onboarding", "en");
  await f.onScreen("welcome.title", { axe: true });
  await f.choose("welcome.cta");
  await f.onScreen("goal.title");
  await f.choose("goal.career");
  await f.onScreen("focus.title");
  await f.choose("focus.speaking");
  await f.choose("focus.grammar");
  await f.continue();
  await f.onScreen("level.title");
  await f.choose("level.b1");
  await f.onScreen("length.title");
  await f.choose("length.50");
  await f.onScreen("frequency.title");
  await f.choose("frequency.2");
  await f.onScreen("schedule.title");
  await page.getByLabel(f.text("schedule.from"), { exact: true }).selectOption("18:00");
  // An end before the start: Continue is off and says, beside it, what to change.
  await page.getByLabel(f.text("schedule.to"), { exact: true }).selectOption("17:00");
  const go = page.getByRole("button", { name: f.text("common.continue") });
  await expect(go).toBeDisabled();
  await expect(page.getByText(message("en", "funnel.endTimeAfterStart"))).toBeVisible();
  await expect(go).toHaveAccessibleDescription(message("en", "funnel.endTimeAfterStart"));
  await page.getByLabel(f.text("schedule.to"), { exact: true }).selectOption("20:00");
  await expect(go).toBeEnabled();
  await expect(page.getByText(message("en", "funnel.endTimeAfterStart"))).toHaveCount(0);
  await f.continue();
  await f.onScreen("timezone.title");
  // Zones by their offset and name, not their IANA id (which stays the answer).
  await expect(page.getByLabel(f.text("timezone.label")).locator('option[value="Europe/Warsaw"]')).toHaveText(
    /^\(UTC\+0[12]:00\) Warsaw — /,
  );
  await page.getByLabel(f.text("timezone.label")).selectOption("Europe/Warsaw");
  await f.continue();
  await f.onScreen("next.title");
  const progress = page.getByRole("progressbar");
  await expect(progress).toHaveAttribute("aria-valuenow", "9");
  await expect(progress).toHaveAttribute("aria-valuemax", "9");

  const stored = f.stored();
  await f.choose("next.cta");
  expect((await stored).status()).toBe(200);
  // Weekly lessons: the prices open at the subscriptions.
  await expect(page).toHaveURL(/\/en\/tutoring\/pricing#tutoring-subscriptions$/);
  await expect(page.getByRole("heading", { level: 1, name: message("en", "paywall.tutoringTitle") })).toBeVisible();

  const answers = await f.answers();
  expect(answers.goal).toEqual({
    questionText: f.text("goal.title"),
    category: "motivation",
    questionId: "goal",
    selectedAnswers: [f.text("goal.career")],
    selectedAnswerIds: ["career"],
    questionKey: "goal",
    tag: null,
    retenoUserProperty: "learning_goal",
  });
  expect(answers.focus.selectedAnswerIds).toEqual(["speaking", "grammar"]);
  expect(answers.level.selectedAnswerIds).toEqual(["B1"]);
  expect(answers.length.selectedAnswerIds).toEqual(["50"]);
  expect(answers.frequency).toMatchObject({ questionKey: "lessons_per_week", selectedAnswerIds: ["2"] });
  expect(answers.schedule.selectedAnswerIds).toEqual(["18:00", "20:00"]);
  expect(answers.timezone).toMatchObject({ questionKey: "time_zone", selectedAnswerIds: ["Europe/Warsaw"] });
});

test("the tutoring prices' 'not sure?' link runs the short tutoring funnel in Ukrainian, back to the credit packs for a first try", async ({
  page,
}) => {
  await page.goto("/uk/tutoring/pricing");
  await page.getByRole("link", { name: message("uk", "paywall.tutoringHelpLink") }).click();
  await expect(page).toHaveURL(/\/uk\/funnel\/tutoring-short-onboarding\?screen=goal$/);
  const f = funnel(page, "tutoring-short-onboarding", "uk");
  await f.onScreen("goal.title", { axe: true });
  await f.choose("goal.travel");
  await f.onScreen("level.title");
  await f.choose("level.a2");
  await f.onScreen("frequency.title");
  await f.choose("frequency.try");
  await f.onScreen("timezone.title");
  await f.continue();
  await f.onScreen("next.title");
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "5");

  const stored = f.stored();
  await f.choose("next.cta");
  expect((await stored).status()).toBe(200);
  // One lesson to try: the prices open at the credit packs.
  await expect(page).toHaveURL(/\/uk\/tutoring\/pricing#tutoring-packs$/);
  await expect(page.getByRole("heading", { level: 1, name: message("uk", "paywall.tutoringTitle") })).toBeVisible();
  const answers = await f.answers();
  expect(answers.goal).toMatchObject({
    questionText: f.text("goal.title"),
    selectedAnswers: [f.text("goal.travel")],
    selectedAnswerIds: ["travel"],
  });
  expect(answers.level.selectedAnswerIds).toEqual(["A2"]);
  expect(answers.frequency.selectedAnswerIds).toEqual(["try"]);
  expect(answers.timezone.selectedAnswerIds).toHaveLength(1);
});

test("/purchase-onboarding without a plan runs its funnel: ten minutes a day lands on the paywall with the 3-month plan first and highlighted; tutoring on its prices", async ({
  page,
}) => {
  await page.goto("/en/purchase-onboarding");
  await expect(page).toHaveURL(/\/en\/funnel\/purchase-onboarding\?screen=purpose$/);
  const f = funnel(page, "purchase-onboarding", "en");
  await f.onScreen("purpose.title", { axe: true });
  await f.choose("purpose.courses");
  await f.onScreen("minutes.title");
  await f.choose("minutes.10");
  await f.onScreen("courses.title");
  const stored = f.stored();
  await f.choose("courses.cta");
  expect((await stored).status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/profile\/payments-subscriptions\/choose\?minutes=10$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The plan that fits ten minutes a day comes first, highlighted with the primary button.
  const plans = page.locator('[aria-labelledby="paywall-plans"] li[id]');
  await expect(plans.first()).toHaveAttribute("id", "courses-premium-3m");
  await expect(plans.first()).toHaveClass(/border-brand-700/);
  await expect(page.locator('[aria-labelledby="paywall-plans"] li[id].border-brand-700')).toHaveCount(1);
  let answers = await f.answers();
  expect(answers.purpose).toMatchObject({ questionKey: "purchase_for", selectedAnswerIds: ["courses"] });
  expect(answers.minutes).toMatchObject({ questionKey: "minutes_per_day", selectedAnswerIds: ["10"] });

  // A change of mind: tutoring skips the minutes (their old answer stays stored but off the path) and ends on the tutoring prices.
  await page.goto("/en/funnel/purchase-onboarding?screen=purpose");
  await f.onScreen("purpose.title");
  await f.choose("purpose.tutoring");
  await f.onScreen("tutoring.title");
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuemax", "2");
  await f.choose("tutoring.cta");
  await expect(page).toHaveURL(/\/en\/tutoring\/pricing$/);
  answers = await f.answers();
  expect(answers.purpose.selectedAnswerIds).toEqual(["tutoring"]);
});
