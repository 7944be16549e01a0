import { giveReviewCards } from "../../db/factories";
import { expectNoAxeViolations } from "./support/axe";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScriptBytes } from "./support/first-load";
import { expect, test, type Page } from "./support/fixtures";
import { clearOfUtcMidnight } from "./support/clock";
import { message } from "./support/messages";

const DAY = 86_400_000;
const PLURAL = "{count, plural,";

/** A catalogue text with its `{count, plural, …}` filled as next-intl does (the branch for `count`, `#` the number). */
function counted(locale: string, key: string, count: number): string {
  const text = message(locale, key);
  const start = text.indexOf(PLURAL);
  if (start === -1) return text;
  const branches = new Map<string, string>();
  let at = start + PLURAL.length;
  while (text[at] !== "}") {
    const open = text.indexOf("{", at);
    const close = text.indexOf("}", open);
    branches.set(text.slice(at, open).trim(), text.slice(open + 1, close));
    at = close + 1;
  }
  const branch = branches.get(new Intl.PluralRules(locale).select(count)) ?? branches.get("other")!;
  return text.slice(0, start) + branch.replace("#", new Intl.NumberFormat(locale).format(count)) + text.slice(at + 1);
}

/** The page's days are UTC days for a learner who never sent a time zone with a result. */
const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** Three cards due since yesterday, two due the day after tomorrow and one weak card due later in the week. */
async function learnerWithReviews(login: () => Promise<{ id: string }>, db: Parameters<typeof giveReviewCards>[0]) {
  const person = await login();
  const yesterday = new Date(Date.now() - DAY);
  const inTwoDays = new Date(Date.now() + 2 * DAY);
  await giveReviewCards(db, person.id, [
    { itemId: "en:word:hello", due: yesterday },
    { itemId: "en:word:goodbye", due: yesterday },
    { itemId: "en:sentence:en-a1-u01-l01:gap-name", due: yesterday },
    { itemId: "en:word:fine", due: inTwoDays },
    { itemId: "en:word:thank-you", due: inTwoDays },
    { itemId: "en:word:name", due: new Date(Date.now() + 5 * DAY), lapses: 2, stability: 1.5, lastReview: yesterday },
  ]);
  return person;
}

async function expectReviews(page: Page, locale: string) {
  const t = (key: string) => message(locale, `forYou.${key}`);
  await expect(page.getByRole("heading", { level: 1, name: t("title") })).toBeVisible();
  const today = page.getByRole("region", { name: t("todayTitle") });
  await expect(today.getByText(counted(locale, "forYou.dueCount", 3))).toBeVisible();
  await expect(today.getByRole("link", { name: t("startReview") })).toHaveAttribute("href", `/${locale}/for-you/review`);

  const week = page.getByRole("region", { name: t("weekTitle") });
  await expect(week.getByRole("listitem")).toHaveCount(7);
  await expect(week.locator(`li[data-day="${utcDay(0)}"]`)).toContainText(counted(locale, "forYou.reviewsOnDay", 3));
  await expect(week.locator(`li[data-day="${utcDay(1)}"]`)).toContainText(t("noReviews"));
  await expect(week.locator(`li[data-day="${utcDay(2)}"]`)).toContainText(counted(locale, "forYou.reviewsOnDay", 2));

  const weak = page.getByRole("region", { name: t("weakTitle") });
  await expect(weak.getByText(counted(locale, "forYou.weakCount", 1))).toBeVisible();
  await expect(weak.getByRole("link", { name: t("practiseWeak") })).toHaveAttribute("href", `/${locale}/for-you/review?mode=weak`);
}

test("a learner sees today's reviews with the start button, the week's spread and the weak items", async ({ page, login, db }) => {
  await clearOfUtcMidnight();
  await learnerWithReviews(login, db);
  await page.goto("/en/for-you");
  await expectReviews(page, "en");
  await expectNoAxeViolations(page);
});

test("in Ukrainian on a 360 px phone the page fits the screen and passes axe", async ({ page, login, db }) => {
  await clearOfUtcMidnight();
  await page.setViewportSize({ width: 360, height: 740 });
  await learnerWithReviews(login, db);
  await page.goto("/uk/for-you");
  await expectReviews(page, "uk");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test("a new learner is pointed to the course; a visitor without a session to sign in", async ({ page, login, request }) => {
  await login();
  await page.goto("/en/for-you");
  await expect(page.getByRole("heading", { level: 2, name: message("en", "forYou.emptyTitle") })).toBeVisible();
  await expect(page.getByRole("link", { name: message("en", "forYou.toCourse") })).toHaveAttribute("href", "/en/course");
  await expect(page.getByRole("link", { name: message("en", "forYou.startReview") })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const anonymous = await request.get("/uk/for-you");
  expect(anonymous.status()).toBe(200);
  expect(await anonymous.text()).toContain(message("uk", "forYou.signInPrompt"));
  const { gzipBytes } = await firstLoadScriptBytes(request, "/en/for-you");
  expect(gzipBytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});
