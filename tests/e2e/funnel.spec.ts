import { readFileSync } from "node:fs";
import path from "node:path";
import { expectNoAxeViolations } from "./support/axe";
import { uniqueClientAddress } from "./support/client-address";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScriptBytes } from "./support/first-load";
import { expect, TEST_PASSWORD, test, type Page } from "./support/fixtures";
import { message } from "./support/messages";
import { codeFromOutbox, uniqueEmail } from "./support/outbox";

/** The main funnel's own texts (content/funnels/english-improve.json), so the steps follow the copy. */
const definition = JSON.parse(readFileSync(path.join(process.cwd(), "content/funnels/english-improve.json"), "utf8")) as {
  texts: Record<string, Record<string, string>>;
};
const text = (locale: string, key: string) => definition.texts[locale]![key]!;
const FUNNEL = "/funnel/english-improve";

const heading = (page: Page, locale: string, key: string, values: Record<string, string> = {}) =>
  page.getByRole("heading", {
    level: 1,
    name: Object.entries(values).reduce((title, [name, value]) => title.replace(`{${name}}`, value), text(locale, key)),
  });

/** Waits for a screen by its heading (which has the focus after a move), checks it with axe when asked. */
async function onScreen(page: Page, locale: string, key: string, options: { axe?: boolean; values?: Record<string, string> } = {}) {
  const title = heading(page, locale, key, options.values);
  await expect(title).toBeVisible();
  if (options.axe) await expectNoAxeViolations(page);
}

const button = (page: Page, locale: string, key: string) => page.getByRole("button", { name: text(locale, key) });
const continueOn = (page: Page, locale: string) => button(page, locale, "common.continue").click();

/** From the first screen to the plan, as a learner who estimates their level. */
async function walkToPlan(page: Page, locale: string, { axe = false, name = "Alex" } = {}) {
  await onScreen(page, locale, "welcome.title", { axe });
  await button(page, locale, "welcome.cta").click();
  await onScreen(page, locale, "goal.title", { axe });
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await button(page, locale, "goal.travel").click();
  await onScreen(page, locale, "levelMethod.title", { axe });
  await button(page, locale, "levelMethod.estimate").click();
  await onScreen(page, locale, "level.title", { axe });
  await button(page, locale, "level.b1").click();
  await onScreen(page, locale, "skills.title", { axe });
  await button(page, locale, "skills.speaking").click();
  await button(page, locale, "skills.listening").click();
  await expect(button(page, locale, "skills.listening")).toHaveAttribute("aria-pressed", "true");
  await continueOn(page, locale);
  await onScreen(page, locale, "confidence.title", { axe });
  // The slider is named by the heading's question, which the page shows once.
  await page.getByRole("slider", { name: text(locale, "confidence.title") }).press("ArrowRight");
  await expect(page.getByText(text(locale, "confidence.title"), { exact: true })).toHaveCount(1);
  await continueOn(page, locale);
  await onScreen(page, locale, "words.title", { axe });
  await page.getByRole("button", { name: "schedule" }).click();
  await continueOn(page, locale);
  await onScreen(page, locale, "fact.title", { axe });
  await continueOn(page, locale);
  await onScreen(page, locale, "minutes.title", { axe });
  await page.getByRole("slider").press("ArrowRight");
  await continueOn(page, locale);
  await onScreen(page, locale, "minutesYear.title", { axe, values: { minutes: "15" } });
  await continueOn(page, locale);
  await onScreen(page, locale, "days.title", { axe });
  await button(page, locale, "days.5").click();
  await onScreen(page, locale, "studyTime.title", { axe });
  await continueOn(page, locale);
  await onScreen(page, locale, "timezone.title", { axe });
  // Cities as the interface language writes them (CLDR's names): "Київ" on the Ukrainian page.
  const kyiv = ({ en: "Kyiv", uk: "Київ" } as Record<string, string>)[locale];
  if (kyiv) await expect(page.locator("select option", { hasText: `) ${kyiv} — ` })).toHaveCount(1);
  await continueOn(page, locale);
  await onScreen(page, locale, "topics.title", { axe });
  await button(page, locale, "topics.work").click();
  await button(page, locale, "topics.food").click();
  await continueOn(page, locale);
  await onScreen(page, locale, "learningStyle.title", { axe });
  await continueOn(page, locale);
  await onScreen(page, locale, "native.title", { axe });
  await page.getByLabel(text(locale, "native.label")).selectOption("pl");
  await continueOn(page, locale);
  await onScreen(page, locale, "name.title", { axe });
  await page.getByLabel(text(locale, "name.label")).fill(name);
  await continueOn(page, locale);
  await onScreen(page, locale, "greeting.title", { axe, values: { name } });
  await continueOn(page, locale);
  await onScreen(page, locale, "how.title", { axe });
  await continueOn(page, locale);
  await onScreen(page, locale, "almost.title", { axe });
  const stored = page.waitForResponse(
    (response) => response.url().endsWith("/v1/funnels/english-improve/answers") && response.request().method() === "POST",
  );
  await button(page, locale, "almost.cta").click();
  await onScreen(page, locale, "plan.title", { axe });
  return stored;
}

test("home → english-improve in English through to the plan, every screen accessible, no server round trip between screens", async ({
  page,
}) => {
  // Two dozen screens, each checked by axe.
  test.setTimeout(150_000);
  await page.goto("/en");
  await page.getByRole("link", { name: message("en", "home.hero.ctaPrimary") }).click();
  await expect(page).toHaveURL(/\/en\/funnel\/english-improve\?screen=welcome$/);
  // Moving between screens asks the server for nothing but the final answers.
  const serverRequests: string[] = [];
  page.on("request", (request) => {
    const isNavigation = request.resourceType() === "document" || request.headers()["rsc"] === "1" || request.url().includes("_rsc=");
    if (isNavigation) serverRequests.push(request.url());
  });
  const stored = await walkToPlan(page, "en", { axe: true });
  expect(stored.status()).toBe(200);
  expect(serverRequests).toEqual([]);
  await expect(page).toHaveURL(/screen=plan$/);
  const progress = page.getByRole("progressbar");
  await expect(progress).toHaveAttribute("aria-valuenow", (await progress.getAttribute("aria-valuemax"))!);
  // The answers as the spec keeps them: per screen, by the screen's id.
  const answers = await page.evaluate(() => JSON.parse(localStorage.getItem("lingora.funnel.english-improve") ?? "{}"));
  expect(answers.goal).toEqual({
    questionText: text("en", "goal.title"),
    category: "motivation",
    questionId: "goal",
    selectedAnswers: [text("en", "goal.travel")],
    selectedAnswerIds: ["travel"],
    questionKey: "goal",
    tag: "leisure",
    retenoUserProperty: "learning_goal",
  });
  expect(answers.topics.selectedAnswerIds).toEqual(["work", "food"]);
  expect(answers.name.selectedAnswers).toEqual(["Alex"]);
  // Sign-up proposes the name given in the funnel instead of asking again with an empty field.
  await page.goto("/en/sign-up");
  await expect(page.getByLabel(message("en", "auth.name"))).toHaveValue("Alex");
});

test("english-improve in Ukrainian, taking the level test's branch, through to the plan", async ({ page }) => {
  // The adaptive test's questions come from the server one by one.
  test.setTimeout(150_000);
  await page.goto(`/uk${FUNNEL}`);
  await onScreen(page, "uk", "welcome.title");
  await button(page, "uk", "welcome.cta").click();
  await button(page, "uk", "goal.career").click();
  await button(page, "uk", "levelMethod.test").click();
  await onScreen(page, "uk", "levelTest.title");
  await expect(page.getByRole("progressbar").first()).toHaveAttribute("aria-valuenow", "4");
  // The adaptive test itself (scored on the server), answered with the keyboard until it stops.
  for (let seq = 1; ; seq++) {
    const next = page.locator(`form[data-seq="${seq}"]`).or(page.getByTestId("funnel-level-found"));
    await expect(next).toBeVisible({ timeout: 20_000 });
    if ((await next.getAttribute("data-seq")) === null) break;
    if (seq === 1) await expectNoAxeViolations(page);
    expect(seq).toBeLessThanOrEqual(20);
    await page.keyboard.press("1");
    await page.keyboard.press("Enter");
  }
  // The level found is shown, with how sure the test is, before the funnel goes on.
  await onScreen(page, "uk", "levelTest.title");
  await expect(page.getByTestId("funnel-level-margin")).toBeVisible();
  await expect(page.getByTestId("funnel-level-found").locator("p").first()).toBeFocused();
  await page.getByRole("button", { name: message("uk", "levelTest.next") }).click();
  await onScreen(page, "uk", "skills.title");
  const found = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem("lingora.funnel.english-improve") ?? "{}") as Record<string, { selectedAnswerIds: string[] }>)[
        "level-test"
      ]!.selectedAnswerIds[0]!,
  );
  expect(["A1", "A2", "B1", "B2", "C1"]).toContain(found);
  // Back: the level the test found, with the way on (no second test).
  await page.getByRole("button", { name: message("uk", "funnel.back") }).click();
  await onScreen(page, "uk", "levelTest.title");
  await expect(page.getByTestId("funnel-level-found")).toContainText(found);
  await page.getByRole("button", { name: message("uk", "levelTest.next") }).click();
  await onScreen(page, "uk", "skills.title");
  await button(page, "uk", "skills.grammar").click();
  await continueOn(page, "uk");
  for (const key of ["confidence.title"]) await onScreen(page, "uk", key);
  await continueOn(page, "uk");
  await button(page, "uk", "words.none").click();
  await continueOn(page, "uk");
  await continueOn(page, "uk");
  await onScreen(page, "uk", "minutesYear.title", { values: { minutes: "10" } });
  await continueOn(page, "uk");
  await button(page, "uk", "days.7").click();
  await continueOn(page, "uk");
  await continueOn(page, "uk");
  await button(page, "uk", "topics.culture").click();
  await continueOn(page, "uk");
  await continueOn(page, "uk");
  await onScreen(page, "uk", "native.title");
  await continueOn(page, "uk");
  // The name is optional: no name, a greeting without one.
  await continueOn(page, "uk");
  await onScreen(page, "uk", "greeting.fallbackTitle");
  await continueOn(page, "uk");
  await continueOn(page, "uk");
  await button(page, "uk", "almost.cta").click();
  await onScreen(page, "uk", "plan.title");
  const answers = await page.evaluate(() => JSON.parse(localStorage.getItem("lingora.funnel.english-improve") ?? "{}"));
  expect(answers["level-test"]).toMatchObject({ questionKey: "level", selectedAnswerIds: [found] });
  expect(answers.native.selectedAnswerIds).toEqual(["uk"]);
  expect(answers.level).toBeUndefined();
});

test("browser back and reload keep the answers; deep links go to the first unanswered screen", async ({ page }) => {
  await page.goto(`/en${FUNNEL}?screen=topics`);
  // Nothing answered yet: the first question on the way.
  await onScreen(page, "en", "goal.title");
  await expect(page).toHaveURL(/screen=goal$/);
  await button(page, "en", "goal.exam").click();
  await button(page, "en", "levelMethod.estimate").click();
  await button(page, "en", "level.a2").click();
  await onScreen(page, "en", "skills.title");
  await page.reload();
  await onScreen(page, "en", "skills.title");
  // The browser's Back and Forward. Through history itself, then waiting for the screen: the entries
  // made before the reload may be crossed as same-document or as new loads, and Playwright's
  // goBack/goForward, which wait for a load, reported ERR_ABORTED on the right screen once.
  const travel = (delta: number) => page.evaluate((steps) => history.go(steps), delta);
  await travel(-1);
  await onScreen(page, "en", "level.title");
  await expect(button(page, "en", "level.a2")).toHaveAttribute("aria-pressed", "true");
  await travel(-1);
  await onScreen(page, "en", "levelMethod.title");
  await travel(1);
  await onScreen(page, "en", "level.title");
  // A deep link past unanswered screens stops at the first of them; an unknown screen is the first.
  // (In a new tab of the same browser: the history moves above may still be settling in this one.)
  const tab = await page.context().newPage();
  await tab.goto(`/en${FUNNEL}?screen=plan`);
  await onScreen(tab, "en", "skills.title");
  await tab.goto(`/en${FUNNEL}?screen=no-such-screen`);
  await onScreen(tab, "en", "welcome.title");
  // Answers that no longer fit the funnel are dropped per screen, the others stay.
  await tab.evaluate(() => {
    const answers = JSON.parse(localStorage.getItem("lingora.funnel.english-improve") ?? "{}");
    answers.level.selectedAnswerIds = ["Z9"];
    answers.gone = { ...answers.goal, questionId: "gone" };
    localStorage.setItem("lingora.funnel.english-improve", JSON.stringify(answers));
  });
  await tab.goto(`/en${FUNNEL}?screen=skills`);
  await onScreen(tab, "en", "level.title");
  const kept = await tab.evaluate(() => Object.keys(JSON.parse(localStorage.getItem("lingora.funnel.english-improve") ?? "{}")).sort());
  expect(kept).toEqual(["goal", "level-method"]);

  expect((await page.request.get(`/en/funnel/no-such-funnel`)).status()).toBe(404);
});

test("web view and the hidden header: true only for 'true'", async ({ page }) => {
  await page.goto(`/en${FUNNEL}`);
  await onScreen(page, "en", "welcome.title");
  await expect(page.getByRole("banner")).toBeVisible();
  await page.goto(`/en${FUNNEL}?hideHeader=true`);
  await onScreen(page, "en", "welcome.title");
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.goto(`/en${FUNNEL}?hideHeader=1&webview=TRUE`);
  await onScreen(page, "en", "welcome.title");
  await expect(page.getByRole("banner")).toBeVisible();
  await page.goto(`/en${FUNNEL}?webview=true`);
  await onScreen(page, "en", "welcome.title");
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  // The flags stay in the URL while the visitor moves on.
  await button(page, "en", "welcome.cta").click();
  await onScreen(page, "en", "goal.title");
  await expect(page).toHaveURL(/webview=true/);
  await expect(page.getByRole("banner")).toBeHidden();
});

test("the server draws the screen asked for (the first paint shows it before any script runs); stored answers still decide it once the page starts", async ({
  browser,
  page,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto(`/en${FUNNEL}`);
  await expect(heading(still, "en", "welcome.title")).toBeVisible();
  await expect(still.getByRole("button", { name: text("en", "welcome.cta"), includeHidden: true })).toBeAttached();
  await still.goto(`/uk${FUNNEL}?screen=goal`);
  await expect(heading(still, "uk", "goal.title")).toBeVisible();
  await noScript.close();

  // With nothing answered, a deep link past the first question is drawn as asked, then moves back to that question, which takes the answer.
  await page.goto(`/en${FUNNEL}?screen=level-method`);
  await onScreen(page, "en", "goal.title");
  await expect(page).toHaveURL(/screen=goal$/);
  await button(page, "en", "goal.travel").click();
  await onScreen(page, "en", "levelMethod.title");
});

test("the funnel at 360 px: nothing wider than the screen; the page within the first-load budget", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/en${FUNNEL}`);
  await button(page, "en", "welcome.cta").click();
  await onScreen(page, "en", "goal.title");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const { gzipBytes, sources } = await firstLoadScriptBytes(request, `/en${FUNNEL}`);
  expect(gzipBytes, sources.join("\n")).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});

/** spanish-boost's own texts (content/funnels/spanish-boost.json). */
const spanish = JSON.parse(readFileSync(path.join(process.cwd(), "content/funnels/spanish-boost.json"), "utf8")) as {
  texts: Record<string, Record<string, string>>;
};
const es = (key: string) => spanish.texts.es![key]!;

test("spanish-boost in Spanish: the other screen types, each accessible, through to the plan", async ({ page }) => {
  // Every screen checked by axe.
  test.setTimeout(120_000);
  const screen = async (key: string) => {
    await expect(page.getByRole("heading", { level: 1, name: es(key) })).toBeVisible();
    await expectNoAxeViolations(page);
  };
  const press = (key: string) => page.getByRole("button", { name: es(key) }).click();
  await page.goto("/es/funnel/spanish-boost");
  await screen("intro.title");
  await press("intro.cta");
  await screen("target.title");
  await page.getByRole("button", { name: "español" }).click();
  await screen("goal.title");
  await press("goal.travel");
  await screen("fact.title");
  await press("common.continue");
  await screen("level.title");
  await page.getByLabel(es("level.label")).selectOption("A2");
  await press("common.continue");
  await screen("minutes.title");
  await press("minutes.10");
  await screen("days.title");
  await press("common.continue");
  await screen("studyTime.title");
  await press("common.continue");
  await screen("topics.title");
  await press("topics.music");
  await press("common.continue");
  await screen("native.title");
  await page.getByLabel(es("native.label")).selectOption("en");
  await press("common.continue");
  await screen("privacy.title");
  await press("common.continue");
  await screen("ready.title");
  await expect(page.getByRole("img", { name: es("ready.alt") })).toBeVisible();
  await press("ready.cta");
  await screen("plan.title");
  const answers = await page.evaluate(() => JSON.parse(localStorage.getItem("lingora.funnel.spanish-boost") ?? "{}"));
  expect(answers.target.selectedAnswerIds).toEqual(["es"]);
  expect(answers.level.selectedAnswerIds).toEqual(["A2"]);
  expect(answers.days.selectedAnswerIds).toEqual(["5"]);
  expect(answers["study-time"].selectedAnswerIds).toHaveLength(2);
});

test("spanish-boost: choosing English hands over to the English funnel instead of asking about Spanish", async ({ page }) => {
  const en = (key: string) => spanish.texts.en![key]!;
  await page.goto("/en/funnel/spanish-boost");
  await page.getByRole("button", { name: en("intro.cta") }).click();
  await expect(page.getByRole("heading", { level: 1, name: en("target.title") })).toBeVisible();
  await page.getByRole("button", { name: "English", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: en("toEnglish.title") })).toBeVisible();
  await expect(page.getByText(en("goal.title"))).toHaveCount(0);
  await page.getByRole("button", { name: en("toEnglish.cta") }).click();
  // Straight to the English questions: the person has already agreed to go on, so no second start page.
  await expect(page).toHaveURL(/\/en\/funnel\/english-improve\?screen=goal$/);
  await onScreen(page, "en", "goal.title");
  // Back in spanish-boost, Spanish still leads to the Spanish questions.
  await page.goto("/en/funnel/spanish-boost?screen=target");
  await page.getByRole("button", { name: "Spanish", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: en("goal.title") })).toBeVisible();
});

for (const locale of ["en", "uk"]) {
  test.describe(`from the home page to the first lesson in ${locale}`, () => {
    // A sign-up of its own: its own client address, so the sign-up limit of other tests' sign-ups never meets it.
    test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

    test(`the main funnel in ${locale} from the home page to the first lesson: the plan, an account, the paywall in the learner's words, the lesson`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await page.goto(`/${locale}`);
      await page.getByRole("link", { name: message(locale, "home.hero.ctaPrimary") }).click();
      await walkToPlan(page, locale);
      // The plan, built on the server from these answers: a traveller at B1, ten minutes a day.
      await expect(page.getByRole("heading", { level: 2, name: message(locale, "personalPlan.headline.travel") })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByTestId("plan-start-lesson")).toContainText("B1");
      await page.getByRole("button", { name: message(locale, "personalPlan.continue") }).click();
      await expect(page.getByRole("heading", { name: message(locale, "personalPlan.accountTitle") })).toBeFocused();
      await page.getByRole("link", { name: message(locale, "personalPlan.signUp") }).click();
      // The sign-up page, loaded (its form answers only once its script runs).
      await page.waitForURL(new RegExp(`/${locale}/sign-up\\?next=`), { waitUntil: "load" });
      await expect(page.getByLabel(message(locale, "auth.name"))).toBeFocused();

      // The account step: sign-up with the emailed code, then on to the paywall the plan asked for.
      const email = uniqueEmail("funnel");
      await page.getByLabel(message(locale, "auth.name")).fill("Alex Traveller");
      await page.getByLabel(message(locale, "auth.email")).fill(email);
      await page.getByLabel(message(locale, "auth.password"), { exact: true }).fill(TEST_PASSWORD);
      const started = new Date(Date.now() - 1000);
      await page.getByRole("button", { name: message(locale, "auth.signUpButton") }).click();
      await expect(page.getByRole("heading", { name: message(locale, "auth.verifyTitle") })).toBeVisible();
      await page.getByLabel(message(locale, "auth.code")).fill(await codeFromOutbox(email, started));
      await page.getByRole("button", { name: message(locale, "auth.verifyButton") }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/profile/payments-subscriptions/choose\\?from=plan$`));
      // The plan moved to the account: the paywall speaks of it and offers its first lesson.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "personalPlan.headline.travel"));
      const firstLesson = page.getByTestId("paywall-first-lesson");
      await expect(firstLesson).toHaveAttribute("href", `/${locale}/course/lesson/en-b1-u01-l01`);
      await firstLesson.click();
      // Placed at B1 by the plan, a free learner opens B1's first lesson.
      await expect(page).toHaveURL(new RegExp(`/${locale}/course/lesson/en-b1-u01-l01$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: message(locale, "lesson.locked.title") })).toHaveCount(0);
    });
  });
}
