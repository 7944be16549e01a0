import { completeLessons, createUser, giveCompletedTest } from "../../db/factories";
import type { Locale } from "../../src/lib/i18n";
import { expectNoAxeViolations } from "./support/axe";
import { uniqueClientAddress } from "./support/client-address";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScriptBytes } from "./support/first-load";
import { expect, TEST_PASSWORD, test, type Page } from "./support/fixtures";
import { clearOfUtcMidnight } from "./support/clock";
import { message } from "./support/messages";

// The course map (/course), what premium gives, the product header and where sign-in lands
// (decision record 0027). Sign-in is rate-limited per address: this file has its own.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

const t = (key: string, locale: Locale = "en") => message(locale, `courseMap.${key}`);
const nav = (key: string, locale: Locale = "en") => message(locale, `productNav.${key}`);
const testsT = (key: string, locale: Locale = "en") => message(locale, `tests.${key}`);
const PAYWALL = "/profile/payments-subscriptions/choose";

const lessonRow = (page: Page, lessonId: string) => page.locator(`[data-lesson="${lessonId}"]`);
const nextButton = (page: Page) => page.getByRole("link", { name: t("startLesson") });

test("a learner with no progress starts at the first lesson; a locked lesson says what to finish first; tests are linked", async ({
  page,
  login,
}) => {
  await login();
  await page.goto("/en/course");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("title"));
  await expect(nextButton(page)).toHaveAttribute("href", "/en/course/lesson/en-a1-u01-l01");
  await expect(page.getByRole("region", { name: t("nextHeading") })).toContainText("Hello, my name is…");
  await expect(lessonRow(page, "en-a1-u01-l01")).toHaveAttribute("data-status", "next");

  // The second lesson waits for the first, and says so with a link to it.
  const second = lessonRow(page, "en-a1-u01-l02");
  await expect(second).toHaveAttribute("data-status", "locked");
  await expect(second.getByRole("link", { name: "Hello, my name is…" })).toHaveAttribute("href", "/en/course/lesson/en-a1-u01-l01");
  await expect(second).toContainText(t("status.locked"));

  // Each unit ends with its checkpoint, each level with its test (built under /tests).
  await expect(page.getByRole("link", { name: t("unitCheckpoint").replace("{unit}", "Meeting people") })).toHaveAttribute(
    "href",
    "/en/tests/en-a1-u01",
  );
  await expect(page.getByRole("link", { name: t("levelTest").replace("{level}", "A1") })).toHaveAttribute("href", "/en/tests/en-a1");

  // Opened directly, a lesson locked by order says why and leads back to the map (no dead end).
  await page.goto("/en/course/lesson/en-a1-u01-l02");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("en", "lesson.locked.title"));
  await expect(page.getByText(message("en", "lesson.locked.order"))).toBeVisible();
  await expect(page.getByRole("link", { name: t("backToCourse") })).toHaveAttribute("href", "/en/course");
});

test("only the open level's lessons are in the page; another level opens from its link, on the server", async ({ page, login }) => {
  await login();
  await page.goto("/en/course");
  await expect(lessonRow(page, "en-a1-u01-l01")).toHaveAttribute("data-status", "next");
  // A2 is one link (its lessons are not sent until it is opened).
  await expect(page.locator('[data-lesson^="en-a2-"]')).toHaveCount(0);
  const a2 = page.getByRole("link", { name: new RegExp(`^${t("levelHeading").replace("{level}", "A2")}`) });
  await expect(a2).toHaveAttribute("href", "/en/course?level=a2#level-a2");

  await a2.click();
  await expect(page).toHaveURL(/\/en\/course\?level=a2#level-a2$/);
  const first = lessonRow(page, "en-a2-u01-l01");
  await expect(first).toHaveAttribute("data-status", "locked");
  // A level not reached waits for the level before it, or its test.
  await expect(first.getByRole("link", { name: "its test" })).toHaveAttribute("href", "/en/tests/en-a1");
  await expect(page.getByRole("link", { name: t("levelTest").replace("{level}", "A2") })).toHaveAttribute("href", "/en/tests/en-a2");
  // A1 is folded now, and the big button still opens the next lesson.
  await expect(page.locator('[data-lesson^="en-a1-"]')).toHaveCount(0);
  await expect(nextButton(page)).toHaveAttribute("href", "/en/course/lesson/en-a1-u01-l01");
  await page.getByRole("link", { name: new RegExp(`^${t("levelHeading").replace("{level}", "A1")}`) }).click();
  await expect(lessonRow(page, "en-a1-u01-l01")).toHaveAttribute("data-status", "next");
});

test("a finished lesson is done and the big button moves on to the next one", async ({ page, login, db }) => {
  const learner = await login();
  await completeLessons(db, learner.id, ["en-a1-u01-l01"]);
  await page.goto("/en/course");
  await expect(lessonRow(page, "en-a1-u01-l01")).toHaveAttribute("data-status", "done");
  await expect(lessonRow(page, "en-a1-u01-l01")).toContainText(t("status.done"));
  await expect(nextButton(page)).toHaveAttribute("href", "/en/course/lesson/en-a1-u01-l02");
  await expect(page.getByText(/^1 of \d+ lessons done$/).first()).toBeVisible();
});

test("a passed checkpoint says so with its best score; a test taken but not passed gives its best score", async ({ page, login, db }) => {
  const learner = await login();
  await completeLessons(db, learner.id, ["en-a1-u01-l01", "en-a1-u01-l02", "en-a1-u01-l03"]);
  await giveCompletedTest(db, learner.id, { testId: "en-a1-u01", score: 100, passed: true });
  await giveCompletedTest(db, learner.id, { testId: "en-a1", score: 60, passed: false });
  await page.goto("/en/course?course=en");
  // The result is text in the link (its accessible name), not only the check icon.
  const checkpoint = page.getByRole("link", { name: t("unitCheckpoint").replace("{unit}", "Meeting people") });
  await expect(checkpoint).toHaveAttribute("data-status", "passed");
  await expect(checkpoint).toContainText(testsT("passed"));
  await expect(checkpoint).toContainText(testsT("best").replace("{score}", "100"));
  const levelTest = page.getByRole("link", { name: t("levelTest").replace("{level}", "A1") });
  await expect(levelTest).toHaveAttribute("data-status", "taken");
  await expect(levelTest).toContainText(testsT("best").replace("{score}", "60"));
  await expect(levelTest).not.toContainText(testsT("passed"));
  // A checkpoint never taken is still the plain invitation to take it.
  const untaken = page.getByRole("link", { name: t("unitCheckpoint").replace("{unit}", "Family and friends") });
  await expect(untaken).toHaveAttribute("data-status", "untaken");
  await expect(untaken).not.toContainText(testsT("best").split("{score}")[0]!);
});

test("a premium lesson explains what premium gives and leads to the paywall", async ({ page, login, db }) => {
  await clearOfUtcMidnight();
  const learner = await login();
  // The three free lessons of A1 and today's one more: the next lesson is premium.
  await completeLessons(db, learner.id, ["en-a1-u01-l01", "en-a1-u01-l02", "en-a1-u01-l03", "en-a1-u02-l01"]);
  await page.goto("/en/course");
  const premium = lessonRow(page, "en-a1-u02-l02");
  await expect(premium).toHaveAttribute("data-status", "premium");
  // Nothing else is open today: the big card offers premium instead of a lesson.
  await expect(nextButton(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: t("limitTitle") })).toBeVisible();

  await premium.click();
  await expect(page).toHaveURL(/\/en\/course\/premium\?lesson=en-a1-u02-l02$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("premiumTitle"));
  await expect(page.getByText(t("premiumLessonNote").replace("{lesson}", "Have you got brothers or sisters?"))).toBeVisible();
  await expect(page.getByRole("heading", { name: t("benefitLessonsTitle") })).toBeVisible();
  await page.getByRole("link", { name: t("choosePlan") }).click();
  await expect(page).toHaveURL(new RegExp(`/en${PAYWALL}$`));
});

test("a learner who started English and Spanish switches between them", async ({ page, login, db }) => {
  const learner = await login();
  await completeLessons(db, learner.id, ["en-a1-u01-l01"]);
  await completeLessons(db, learner.id, ["es-a1-u01-l01"], { course: "es", at: new Date(Date.now() - 60_000) });
  await page.goto("/en/course");
  const switcher = page.getByRole("navigation", { name: t("switcherLabel") });
  // English was practised last, so it shows first.
  await expect(switcher.getByRole("link", { name: t("courseName.en") })).toHaveAttribute("aria-current", "page");
  await switcher.getByRole("link", { name: t("courseName.es") }).click();
  await expect(page).toHaveURL(/\/en\/course\?course=es$/);
  await expect(page.getByRole("navigation", { name: t("switcherLabel") }).getByRole("link", { name: t("courseName.es") })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByText(t("courseName.es"), { exact: true }).first()).toBeVisible();
  await expect(page.locator('[data-lesson^="en-"]')).toHaveCount(0);
});

test("the header leads a signed-in person to the product; a marketing visitor keeps the home page's sections", async ({
  page,
  browser,
  login,
}) => {
  const mainNav = (target: Page) => target.getByRole("navigation", { name: message("en", "nav.mainNavigation") }).first();
  // A marketing visitor (a browser of its own, never signed in) sees the home page's sections.
  const visitor = await browser.newPage();
  await visitor.goto("/en");
  await expect(mainNav(visitor).getByRole("link", { name: "Tutors" })).toBeVisible();
  await expect(mainNav(visitor).getByRole("link", { name: nav("myPlan") })).toHaveCount(0);

  await login();
  await page.goto("/en");
  for (const [key, path] of [
    ["myPlan", "/en/my-plan"],
    ["course", "/en/course"],
    ["forYou", "/en/for-you"],
    ["tests", "/en/tests"],
  ] as const)
    await expect(mainNav(page).getByRole("link", { name: nav(key) })).toHaveAttribute("href", path);
  await expect(mainNav(page).getByRole("link", { name: "Tutors" })).toHaveCount(0);
  await mainNav(page)
    .getByRole("link", { name: nav("course") })
    .click();
  await expect(page).toHaveURL(/\/en\/course$/);

  // On a phone the menu carries the same links.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole("button", { name: message("en", "nav.openMenu") }).click();
  await expect(
    page.getByRole("navigation", { name: message("en", "nav.mainNavigation") }).getByRole("link", { name: nav("myPlan") }),
  ).toBeVisible();

  // An anonymous visitor who has opened the course is learning: the product header follows them home.
  await visitor.goto("/en/course");
  await visitor.goto("/en");
  await expect(mainNav(visitor).getByRole("link", { name: nav("course") })).toBeVisible();
  await visitor.close();
});

test("signing in through the form lands on the learner's plan; an explicit return path still wins", async ({ page, browser, db }) => {
  const person = await createUser(db, { password: TEST_PASSWORD });
  const signIn = async (target: Page, path: string) => {
    await target.goto(path);
    await target.getByLabel(message("en", "auth.email")).fill(person.email);
    await target.getByLabel(message("en", "auth.password"), { exact: true }).fill(TEST_PASSWORD);
    await target.getByRole("button", { name: message("en", "auth.signInButton") }).click();
  };
  await signIn(page, "/en/sign-in");
  await expect(page).toHaveURL(/\/en\/my-plan$/);

  const other = await browser.newPage({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });
  await signIn(other, `/en/sign-in?next=${encodeURIComponent("/en/course")}`);
  await expect(other).toHaveURL(/\/en\/course$/);
  await other.close();
});

for (const locale of ["en", "uk", "hi"] as const) {
  test(`the course map and the premium page pass axe in ${locale} and fit a 360 px screen`, async ({ page, login, db }) => {
    await clearOfUtcMidnight();
    const learner = await login();
    await completeLessons(db, learner.id, ["en-a1-u01-l01", "en-a1-u01-l02", "en-a1-u01-l03", "en-a1-u02-l01"]);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of [`/${locale}/course`, `/${locale}/course/premium?lesson=en-a1-u02-l02`]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const name = path.split("?")[0]!.replaceAll("/", "-").slice(1);
      await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });
      await page.screenshot({ path: test.info().outputPath(`${name}-360-top.png`) });
    }
    // The unfolded level at phone width: today's free lessons used, the next one premium.
    await page.goto(`/${locale}/course`);
    await page.locator('[data-lesson="en-a1-u02-l02"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${locale}-course-360-lessons.png`) });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${locale}/course`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`${locale}-course-desktop.png`), fullPage: true });
  });
}

test("the course map stays within the first-load budget", async ({ request }) => {
  const { gzipBytes, sources } = await firstLoadScriptBytes(request, "/en/course");
  expect(gzipBytes, sources.join("\n")).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});
