import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { completeLessons, givePlanHistory } from "../../db/factories";
import { uniqueClientAddress } from "./support/client-address";
import { expect, test } from "./support/fixtures";
import { clearOfUtcMidnight } from "./support/clock";
import { signUpInBrowser } from "./support/journeys";
import { message } from "./support/messages";
import { uniqueEmail } from "./support/outbox";

/**
 * Issue 13's three learning journeys end to end in Chromium (decision record 0035): a visitor's
 * first lesson by keyboard kept through sign-up, a streak over three local days, and a locked
 * lesson opened by a sandbox purchase. The learner answers the way a person who read the lesson
 * would: the right answers come from the content files.
 */

// Sign-ups and sign-ins are rate-limited per address: this file acts from its own.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

const DAY = 86_400_000;
const t = (key: string) => message("en", key);
/** A catalogue text with its arguments, plurals included ("{days, plural, one {# day} other {# days}}"). */
const fill = (text: string, values: Record<string, number>) =>
  text
    .replace(/\{(\w+), plural, one \{([^}]*)\} other \{([^}]*)\}\}/g, (_, name: string, one: string, other: string) =>
      (values[name] === 1 ? one : other).replace("#", String(values[name])),
    )
    .replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

// ---- The lessons as authored -------------------------------------------------------------------

type Exercise =
  | { id: string; type: "flashcard"; wordId: string }
  | { id: string; type: "match_pairs"; wordIds: string[] }
  | { id: string; type: "choose" | "listen_choose" | "dialogue"; choices: string[]; answer: string }
  | { id: string; type: "fill_gap"; answer: string }
  | { id: string; type: "word_bank"; answer: string; tiles: string[] }
  | { id: string; type: "translate"; answers: string[] }
  | { id: string; type: "listen_type"; audio: string };
interface Lesson {
  id: string;
  title: { en: string };
  /** The interface is English, the course's own language: a word's meaning is its definition. */
  words: Array<{ id: string; text: string; definition: string }>;
  exercises: Exercise[];
}

function lesson(id: string): Lesson {
  const [, level, unit] = /^en-(\w\d)-u(\d\d)-l\d\d$/.exec(id)!;
  const file = path.join(process.cwd(), `content/courses/en/${level}/unit-${unit}.json`);
  const found = (JSON.parse(readFileSync(file, "utf8")) as { lessons: Lesson[] }).lessons.find((entry) => entry.id === id);
  if (!found) throw new Error(`no lesson ${id} in ${file}`);
  return found;
}

/** The words of a sentence as tiles carry them (content-schema's sentenceWords: no punctuation around). */
const sentenceWords = (sentence: string) =>
  sentence
    .split(/\s+/)
    .map((word) => word.replace(/^[¿¡"“«(]+|[.,!?;:"”»)]+$/gu, ""))
    .filter((word) => word.length > 0);

// ---- Playing a lesson with the keyboard only ---------------------------------------------------

const live = (page: Page) => page.locator("#lesson-announcer");
const exerciseHeading = (page: Page) => page.getByRole("heading", { level: 1 });

/** Presses the key shown on the first free button named `text` in a group (1–9, A–F). */
async function pressKeyOf(page: Page, group: Locator, text: string) {
  const key = await group.getByRole("button", { name: text, exact: true, disabled: false }).first().getAttribute("aria-keyshortcuts");
  expect(key, `the key of "${text}"`).toBeTruthy();
  await page.keyboard.press(key!);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Says the answer, checks it, hears "correct", goes on (Enter on the focused Continue/Finish). */
async function answerRight(page: Page, lessonData: Lesson, exercise: Exercise) {
  switch (exercise.type) {
    case "flashcard": {
      const word = lessonData.words.find((entry) => entry.id === exercise.wordId)!;
      await expect(exerciseHeading(page)).toBeFocused();
      await expect(page.locator("p[lang=en]", { hasText: word.text }).first()).toBeVisible();
      await page.keyboard.press("Enter");
      return;
    }
    case "match_pairs": {
      const words = page.getByRole("group", { name: t("lesson.match.words"), exact: true });
      const translations = page.getByRole("group", { name: t("lesson.match.meanings"), exact: true });
      await expect(exerciseHeading(page)).toBeFocused();
      for (const id of exercise.wordIds) {
        const word = lessonData.words.find((entry) => entry.id === id)!;
        await pressKeyOf(page, words, word.text);
        await pressKeyOf(page, translations, word.definition);
      }
      break;
    }
    case "choose":
    case "listen_choose":
    case "dialogue": {
      // Choices answer to their number; the one pressed is the one picked.
      await expect(exerciseHeading(page)).toBeFocused();
      const choice = page.getByRole("main").getByRole("button", { name: exercise.answer, exact: true });
      await pressKeyOf(page, page.getByRole("main"), exercise.answer);
      await expect(choice).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.press("Enter");
      break;
    }
    case "word_bank": {
      const tiles = page.getByRole("group", { name: t("lesson.wordBank.tiles"), exact: true });
      await expect(exerciseHeading(page)).toBeFocused();
      // Each tile shows the number key that picks it.
      await expect(tiles.getByRole("button").first()).toHaveAttribute("aria-keyshortcuts", "1");
      await expect(tiles.getByRole("button").first()).toContainText(/^1/);
      for (const word of sentenceWords(exercise.answer)) await pressKeyOf(page, tiles, word);
      await page.keyboard.press("Enter");
      break;
    }
    case "fill_gap":
    case "translate":
    case "listen_type": {
      // The answer field has the focus.
      await expect(page.locator("input:focus, textarea:focus")).toBeVisible();
      await page.keyboard.type(
        exercise.type === "fill_gap" ? exercise.answer : exercise.type === "translate" ? exercise.answers[0]! : exercise.audio,
      );
      await page.keyboard.press("Enter");
      break;
    }
  }
  await expect(live(page)).toContainText(t("lesson.verdict.correct"));
  const onward = page.getByRole("button", { name: new RegExp(`^(${t("lesson.continue")}|${t("lesson.finish")})$`) });
  await expect(onward).toBeFocused();
  await page.keyboard.press("Enter");
}

/**
 * Plays a lesson from its intro (Start focused) to the results, every answer right on the first
 * try, with the keyboard only; returns the exercise types met.
 */
async function playLesson(page: Page, lessonData: Lesson): Promise<Set<string>> {
  await expect(page.getByRole("heading", { level: 1, name: lessonData.title.en })).toBeVisible();
  await expect(page.getByRole("button", { name: t("lesson.intro.start") })).toBeFocused();
  await page.keyboard.press("Enter");
  const met = new Set<string>();
  for (const [index, exercise] of lessonData.exercises.entries()) {
    await expect(page.getByRole("progressbar", { name: t("lesson.progress") })).toHaveAttribute("aria-valuenow", String(index));
    await answerRight(page, lessonData, exercise);
    met.add(exercise.type);
  }
  await expect(page.getByRole("heading", { level: 1, name: t("lesson.results.title") })).toBeVisible();
  return met;
}

/** The XP of a perfect first completion (model/xp.ts): 10, 2 per question right at the first try, 5 for a perfect lesson. */
const firstCompletionXp = (lessonData: Lesson) =>
  10 + 2 * lessonData.exercises.filter((exercise) => exercise.type !== "flashcard").length + 5;

/** The browser's local day (its time zone is the one it sends as X-Time-Location). */
const browserDay = (page: Page, offsetDays = 0) =>
  page.evaluate(
    (offset) => new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(Date.now() + offset),
    offsetDays * DAY,
  );

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.beforeEach(async ({ page }) => {
  // No audio files in the test build: the player shows the text instead and the learner goes on.
  await page.route("**/api/courses/audio/**", (route) => route.fulfill({ status: 503, body: "" }));
});

// ---- 1. A visitor's first lesson, kept through sign-up ------------------------------------------

test("a visitor takes the first lesson with the keyboard only, meets all nine exercise types, signs up and keeps the lesson, the XP and the streak", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await clearOfUtcMidnight();
  const first = lesson("en-a1-u01-l01");

  // The home page offers the first lesson before any sign-up.
  await page.goto("/en");
  await expect(page.getByRole("link", { name: t("home.hero.tryLesson") })).toHaveAttribute("href", `/en/course/lesson/${first.id}`);

  // The course map, then the big button, reached with Tab and opened with Enter.
  await page.goto("/en/course");
  const start = page.getByRole("link", { name: t("courseMap.startLesson") });
  await expect(start).toHaveAttribute("href", `/en/course/lesson/${first.id}`);
  for (let presses = 0; presses < 60 && !(await start.evaluate((link) => link === document.activeElement)); presses++) {
    await page.keyboard.press("Tab");
  }
  await expect(start).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/en/course/lesson/${first.id}$`));

  const met = await playLesson(page, first);
  expect([...met].sort()).toEqual(
    ["choose", "dialogue", "fill_gap", "flashcard", "listen_choose", "listen_type", "match_pairs", "translate", "word_bank"].sort(),
  );
  const xp = firstCompletionXp(first);
  await expect(page.getByText(fill(t("lesson.results.savedStreak"), { days: 1 }))).toBeVisible();
  await expect(page.getByText(`+${xp}`, { exact: true })).toBeVisible();
  await expect(page.getByText("100%", { exact: true })).toBeVisible();
  // Done leads back to the course map (the next lesson), not to the marketing home page.
  await expect(page.getByRole("link", { name: t("lesson.results.done") })).toHaveAttribute("href", "/en/course");
  await shoot(page, testInfo, "1-visitor-results");

  // The visitor without an account is offered one, to keep the progress.
  const keep = page.getByRole("region", { name: t("lesson.results.keepTitle") });
  await expect(keep).toContainText(t("lesson.results.keepBody"));
  await keep.getByRole("link", { name: t("lesson.results.keepAction") }).click();
  await expect(page).toHaveURL(/\/en\/sign-up$/);
  // Signs up (the form and the emailed code): the anonymous progress becomes the account's.
  // No call to the product API goes out with the visitor's old token (a 401 retried) meanwhile.
  const unauthorized: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 401 && new URL(response.url()).pathname.startsWith("/v1/")) unauthorized.push(response.url());
  });
  const today = await browserDay(page);
  await signUpInBrowser(page, uniqueEmail("journey"), { name: "Vera Visitor" });
  await expect(page.locator("[data-streak-current]")).toHaveAttribute("data-streak-current", "1");
  await expect(page.getByText(fill(t("myPlan.xpToday"), { xp }))).toBeVisible();
  await expect(page.locator(`[data-week] [data-day="${today}"]`)).toHaveAttribute("data-status", "active");
  // The plan goes on from the lesson done: the next one.
  await expect(page.locator("[data-next-lesson]")).toHaveAttribute("data-next-lesson", "en-a1-u01-l02");
  await shoot(page, testInfo, "1-account-plan");

  await page.goto("/en/course");
  await expect(page.locator(`[data-lesson="${first.id}"]`)).toHaveAttribute("data-status", "done");
  await expect(page.getByText(/^1 of \d+ lessons done$/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: t("courseMap.startLesson") })).toHaveAttribute("href", "/en/course/lesson/en-a1-u01-l02");
  await shoot(page, testInfo, "1-account-course");
  expect(unauthorized, "product API calls refused after the sign-up").toEqual([]);
});

// ---- 2. A streak over three local days ----------------------------------------------------------

/**
 * The server takes "now" from its own clock (an XP or streak cannot be bought by a forged
 * browser clock), so the first two days are completions the factories write on the learner's
 * earlier local days, and the third day's lesson is played in the browser. The learner lives in a
 * zone whose date differs from UTC's at the time the test runs (UTC−11 before 10:00 UTC, UTC+14
 * from then), so a server counting UTC days would disagree with the learner's calendar.
 */
const zoneNow = () => (new Date().getUTCHours() < 10 ? "Pacific/Pago_Pago" : "Pacific/Kiritimati");

test.describe("a streak over local days", () => {
  // Set here, not in the bodies: the zone fixture below must see the tests' whole time.
  test.describe.configure({ timeout: 90_000 });
  // The zone is chosen when the test's browser starts, clear of a UTC midnight (where the choice flips).
  test.use({
    timezoneId: async ({}, provide) => {
      await clearOfUtcMidnight();
      await provide(zoneNow());
    },
  });

  /** Lessons completed `daysAgo` × 24 h before now, each on the learner's local day then (the factories), in the browser's zone. */
  async function doneDaysAgo(page: Page, db: Parameters<typeof givePlanHistory>[0], userId: string, entries: Array<[number, string]>) {
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const now = Date.now();
    await givePlanHistory(
      db,
      userId,
      entries.map(([ago, lessonId]) => ({ at: new Date(now - ago * DAY), lessonId })),
      { timeZone },
    );
  }

  test("lessons on three days in a row make a 3-day streak the plan and the calendar show", async ({ page, login, db }, testInfo) => {
    const learner = await login({ name: "Dana Daily" });
    await page.goto("/en/course");
    const [dayOne, dayTwo, dayThree] = [await browserDay(page, -2), await browserDay(page, -1), await browserDay(page)];
    expect(dayThree, "the learner's day differs from UTC's").not.toBe(new Date().toISOString().slice(0, 10));
    await doneDaysAgo(page, db, learner.id, [
      [2, "en-a1-u01-l01"],
      [1, "en-a1-u01-l02"],
    ]);

    // Day 3: before today's lesson the streak is 2, today still to do.
    await page.goto("/en/my-plan");
    await expect(page.locator("[data-streak-current]")).toHaveAttribute("data-streak-current", "2");
    await expect(page.locator(`[data-week] [data-day="${dayThree}"]`)).not.toHaveAttribute("data-status", "active");
    await expect(page.locator("[data-next-lesson]")).toHaveAttribute("data-next-lesson", "en-a1-u01-l03");

    await page.goto("/en/course/lesson/en-a1-u01-l03");
    await playLesson(page, lesson("en-a1-u01-l03"));
    await expect(page.getByText(fill(t("lesson.results.savedStreak"), { days: 3 }))).toBeVisible();

    await page.goto("/en/my-plan");
    await expect(page.locator("[data-streak-current]")).toHaveAttribute("data-streak-current", "3");
    await expect(page.locator(`[data-week] [data-day="${dayThree}"]`)).toHaveAttribute("data-status", "active");
    await shoot(page, testInfo, "2-plan-three-days");
    await page.goto("/en/my-plan/progress");
    const calendar = page.locator('[data-chart="calendar"]');
    for (const day of [dayOne, dayTwo, dayThree])
      await expect(calendar.locator(`[data-day="${day}"]`)).toHaveAttribute("data-status", "active");
    await expect(calendar.locator(`[data-day="${await browserDay(page, -3)}"]`)).not.toHaveAttribute("data-status", "active");
    await calendar.screenshot({ path: testInfo.outputPath("2-calendar-three-days.png") });
  });

  test("a day skipped with no freeze held starts the streak again", async ({ page, login, db }, testInfo) => {
    const learner = await login({ name: "Sam Skipper" });
    await page.goto("/en/course");
    const [skipped, today] = [await browserDay(page, -1), await browserDay(page)];
    await doneDaysAgo(page, db, learner.id, [
      [3, "en-a1-u01-l01"],
      [2, "en-a1-u01-l02"],
    ]);

    await page.goto("/en/my-plan");
    await expect(page.locator("[data-streak-current]")).toHaveAttribute("data-streak-current", "0");

    await page.goto("/en/course/lesson/en-a1-u01-l03");
    await playLesson(page, lesson("en-a1-u01-l03"));
    await expect(page.getByText(fill(t("lesson.results.savedStreak"), { days: 1 }))).toBeVisible();

    await page.goto("/en/my-plan/progress");
    const calendar = page.locator('[data-chart="calendar"]');
    await expect(calendar.locator(`[data-day="${skipped}"]`)).toHaveAttribute("data-status", "missed");
    await expect(calendar.locator(`[data-day="${today}"]`)).toHaveAttribute("data-status", "active");
    await page.goto("/en/my-plan");
    await expect(page.locator("[data-streak-current]")).toHaveAttribute("data-streak-current", "1");
    await shoot(page, testInfo, "2-plan-after-skip");
  });
});

// ---- 3. A locked lesson, a sandbox purchase, the lesson open -------------------------------------

const p = (key: string) => message("en", `paywall.${key}`);
const c = (key: string) => message("en", `checkout.${key}`);

test("a free learner's locked lesson leads to the paywall; after a sandbox purchase the same lesson opens and plays", async ({
  page,
  login,
  db,
}, testInfo) => {
  test.setTimeout(120_000);
  await clearOfUtcMidnight();
  const learner = await login({ name: "Lena Locked" });
  // The three free lessons of A1 and today's one more are used: the next lesson is premium.
  await completeLessons(db, learner.id, ["en-a1-u01-l01", "en-a1-u01-l02", "en-a1-u01-l03", "en-a1-u02-l01"]);
  const locked = lesson("en-a1-u02-l02");
  const lessonPath = `/en/course/lesson/${locked.id}`;

  await page.goto(lessonPath);
  await expect(page.getByRole("heading", { level: 1, name: t("lesson.locked.title") })).toBeVisible();
  await expect(page.getByText(t("lesson.locked.premium"))).toBeVisible();
  await page.getByRole("link", { name: t("lesson.locked.seePlans") }).click();
  await expect(page).toHaveURL(/\/en\/profile\/payments-subscriptions\/choose/);

  // The one-month plan's free trial, paid on the sandbox's hosted page with the success card.
  const oneMonth = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "1 month" }) });
  await oneMonth.getByRole("button", { name: p("startTrial") }).click();
  await page.waitForURL(/\/en\/checkout\/sandbox\/cs_sbx_/);
  await expect(page.getByText(c("testModeBadge"), { exact: true })).toBeVisible();
  await page.getByLabel(c("cardNumber")).fill("4242 4242 4242 4242");
  await page.getByLabel(c("expiryMonth")).fill("12");
  await page.getByLabel(c("expiryYear")).fill("40");
  await page.getByLabel(c("cvc")).fill("123");
  await page.getByRole("button", { name: c("startTrial") }).click();

  // The success page waits for the webhook (through the job runner); "Check again" if its own polling gives up first.
  await page.waitForURL((url) => url.pathname === "/en/checkout/success");
  const confirmed = new RegExp(escape(p("trialStarted").split("{")[0]!));
  await expect(async () => {
    const again = page.getByRole("button", { name: p("checkAgain") });
    if (await again.isVisible()) await again.click();
    await expect(page.getByRole("main")).toContainText(confirmed, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await shoot(page, testInfo, "3-purchase-confirmed");

  // Back to the lesson: it opens and plays to its results.
  await page.goto(lessonPath);
  await playLesson(page, locked);
  // Saved; today's streak day was already counted by the lessons done before.
  await expect(page.getByText(t("lesson.results.saved"), { exact: true })).toBeVisible();
  await expect(page.getByText(`+${firstCompletionXp(locked)}`, { exact: true })).toBeVisible();
  await shoot(page, testInfo, "3-premium-lesson-results");
});
