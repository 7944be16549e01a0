import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScriptBytes } from "./support/first-load";
import { message } from "./support/messages";
import { queryE2EDatabase } from "./support/database";

/**
 * The lesson as authored: the test knows the answers the way a learner would after reading. The
 * interface is English, the course's own language, so words are explained by their definitions and
 * the sentence to build or translate is heard (here: read instead, the audio being down).
 */
interface Word {
  id: string;
  text: string;
  definition: string;
}
const unit = JSON.parse(readFileSync(path.join(process.cwd(), "content/courses/en/a1/unit-01.json"), "utf8")) as {
  lessons: Array<{ id: string; title: { en: string }; words: Word[]; exercises: Array<{ id: string; type: string; wordIds?: string[] }> }>;
};
const LESSON = unit.lessons.find((lesson) => lesson.id === "en-a1-u01-l01")!;
const PATH = `/en/course/lesson/${LESSON.id}`;

const t = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), message("en", `lesson.${key}`));

const heading = (page: Page, key: string) => page.getByRole("heading", { level: 1, name: t(key) });
const live = (page: Page) => page.locator("#lesson-announcer");

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** After Check, the verdict and the button to go on are on the screen, the verdict not under the button's bar. */
async function expectFeedbackInView(page: Page, button: string) {
  const panel = (await page.locator("[data-verdict]").boundingBox())!;
  const next = (await page.getByRole("button", { name: button, exact: true }).boundingBox())!;
  const { height } = page.viewportSize()!;
  expect(panel.y, "the verdict's top is on the screen").toBeGreaterThanOrEqual(0);
  expect(panel.y + panel.height, "the verdict ends above the button").toBeLessThanOrEqual(next.y);
  expect(next.y + next.height, "the button is on the screen").toBeLessThanOrEqual(height);
}

/** At 360 px nothing is wider than the screen. */
async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** Presses the key shown on a button (1–9, A–F) whose text is `text`. */
async function pressKeyOf(page: Page, group: Locator, text: string) {
  const button = group.getByRole("button", { name: text, exact: true });
  const key = await button.getAttribute("aria-keyshortcuts");
  expect(key, `key of ${text}`).toBeTruthy();
  await page.keyboard.press(key!);
}

test.use({ viewport: { width: 360, height: 740 } });

test("a learner plays a lesson with the keyboard only: every exercise type, feedback, a reload that resumes, mistakes again, results sent when the network is back", async ({
  page,
  context,
  login,
}, testInfo) => {
  test.setTimeout(120_000);
  const learner = await login();
  // The audio files are not there: the player says so and the learner goes on.
  await page.route("**/api/courses/audio/**", (route) => route.fulfill({ status: 503, body: "" }));
  // What reached the server: the results batches it answered.
  const submitted: Array<{ status: number; body: unknown }> = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST" && /\/v1\/courses\/attempts\/[^/]+\/results$/.test(response.url())) {
      submitted.push({ status: response.status(), body: response.request().postDataJSON() });
    }
  });

  await page.goto(PATH);
  await expect(page.getByRole("heading", { level: 1, name: LESSON.title.en })).toBeVisible();
  await expect(page.getByRole("heading", { name: t("intro.grammar") })).toBeVisible();
  await expect(page.getByRole("heading", { name: t("intro.newWords") })).toBeVisible();
  await expect(page.getByRole("button", { name: t("intro.start") })).toBeFocused();
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);
  await shoot(page, testInfo, "0-intro");
  await page.keyboard.press("Enter");

  // Flashcards: the new word, its meaning (a definition, in English); Enter goes on.
  await expect(heading(page, "exercise.flashcard")).toBeFocused();
  await expect(page.locator("p[lang=en]", { hasText: "hello" })).toBeVisible();
  await expect(page.getByText(t("flashcard.meaning"), { exact: true })).toBeVisible();
  await expect(page.locator("dd[lang=en]", { hasText: LESSON.words.find((word) => word.id === "hello")!.definition })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: t("audio.unavailable") })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, "1-flashcard");
  await page.keyboard.press("Enter");
  await expect(page.locator("p[lang=en]", { hasText: "Nice to meet you." })).toBeVisible();
  await page.keyboard.press("Enter");

  // Choose: a wrong pick on purpose (2 = "is"); the feedback gives the right answer and the explanation.
  await expect(heading(page, "exercise.choose")).toBeFocused();
  await page.keyboard.press("2");
  await expect(page.getByRole("button", { name: "is", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Enter");
  await expect(live(page)).toContainText(t("verdict.wrong"));
  await expect(live(page)).toContainText(t("correctAnswer", { answer: "am" }));
  await expect(live(page)).toContainText("With I, the verb is am");
  await expect(page.getByRole("button", { name: t("continue") })).toBeFocused();
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, "2-choose-wrong");
  await page.keyboard.press("Enter");

  // Match pairs: digits pick a word, letters a meaning; one wrong pair first.
  await expect(heading(page, "exercise.match_pairs_definition")).toBeFocused();
  // Enter before any pair is made checks nothing (the pairs below still answer).
  await page.keyboard.press("Enter");
  const words = page.getByRole("group", { name: t("match.words") });
  const translations = page.getByRole("group", { name: t("match.meanings") });
  const pairs = LESSON.exercises
    .find((exercise) => exercise.type === "match_pairs")!
    .wordIds!.map((id) => LESSON.words.find((word) => word.id === id)!);
  await pressKeyOf(page, words, pairs[0]!.text);
  await pressKeyOf(page, translations, pairs[1]!.definition);
  await expect(live(page)).toHaveText(t("match.notPair"));
  await shoot(page, testInfo, "3-match");
  for (const pair of pairs) {
    await pressKeyOf(page, words, pair.text);
    await pressKeyOf(page, translations, pair.definition);
  }
  await expect(live(page)).toContainText(t("verdict.wrong"));
  await expectNoAxeViolations(page);
  await page.keyboard.press("Enter");

  // Fill the gap: typed with a capital letter, forgiven and said.
  await expect(page.getByLabel(t("gapAnswer"))).toBeFocused();
  await page.keyboard.type("Name");
  await page.keyboard.press("Enter");
  await expect(live(page)).toContainText(t("verdict.correct"));
  await expect(live(page)).toContainText(t("forgiven.case"));
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, "4-fill-gap");
  await page.keyboard.press("Enter");

  // Listen and choose: no audio, so the text is shown instead.
  await expect(
    heading(page, "exercise.listen_choose").or(page.getByRole("heading", { level: 1, name: "Listen and choose the best reply." })),
  ).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: t("audio.unavailable") })).toBeVisible();
  await expect(page.getByText("How are you?", { exact: true })).toBeVisible();
  // A number key picks the choice and takes the focus to it, away from the control that had it (here
  // the leave link; with audio, the Listen button), so Enter checks instead of pressing that control.
  await page.getByRole("link", { name: t("leave") }).focus();
  await page.keyboard.press("1");
  await expect(page.getByRole("button", { pressed: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(live(page)).toContainText(t("verdict.correct"));
  await expect(page).toHaveURL(/\/course\/lesson\//);
  await shoot(page, testInfo, "5-listen-choose");
  await page.keyboard.press("Enter");

  // Word bank: the sentence is heard (read instead here); number keys move tiles into it, Backspace takes one back.
  await expect(heading(page, "exercise.word_bank_listen")).toBeFocused();
  await expect(page.getByText(`${t("audio.readInstead")} My name is Maria.`)).toBeVisible();
  const tiles = page.getByRole("group", { name: t("wordBank.tiles") });
  await pressKeyOf(page, tiles, "your");
  await page.keyboard.press("Backspace");
  for (const word of ["My", "name", "is", "Maria"]) await pressKeyOf(page, tiles, word);
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, "6-word-bank");
  await page.keyboard.press("Enter");
  await expect(live(page)).toContainText(t("verdict.correct"));
  // Checked right, the built sentence reads as written: the tiles carry no punctuation, the answer's comes back.
  await expect(page.getByRole("group", { name: t("wordBank.sentence") })).toHaveText(/^My\s*name\s*is\s*Maria\.$/);
  await page.keyboard.press("Enter");

  // Dialogue: read, then answer with a number key.
  await expect(heading(page, "exercise.dialogue")).toBeFocused();
  await expect(page.getByRole("region", { name: t("dialogue.label") })).toContainText("My name is Anna.");
  await page.keyboard.press("1");
  await page.keyboard.press("Enter");
  await expect(live(page)).toContainText(t("verdict.correct"));
  // The conversation is taller than a phone's screen: the verdict is brought into view above the bar.
  await expectFeedbackInView(page, t("continue"));
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, "7-dialogue");
  await page.keyboard.press("Enter");

  // A reload mid-lesson: the player resumes at the translation (heard: read instead here), with the progress so far.
  await expect(heading(page, "exercise.translate_listen")).toBeVisible();
  // The conversation left the page scrolled down: the next exercise starts at the top.
  await expect(heading(page, "exercise.translate_listen")).toBeInViewport();
  await page.reload();
  await expect(heading(page, "exercise.translate_listen")).toBeVisible();
  await expect(page.getByText(`${t("audio.readInstead")} Hello, I'm Tom.`)).toBeVisible();
  await expect(page.getByRole("progressbar", { name: t("progress") })).toHaveAttribute("aria-valuenow", "8");
  await expect(live(page)).toContainText("Welcome back!");
  await expect(page.getByLabel(t("dictationAnswer"))).toBeFocused();
  await page.keyboard.type("hello, i am tom");
  await page.keyboard.press("Enter");
  await expect(live(page)).toContainText(t("verdict.correct"));
  await expect(live(page)).toContainText(t("forgiven.case"));
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, "8-translate");
  await page.keyboard.press("Enter");

  // Listen and type: a one-letter slip is "almost", with the right spelling.
  await expect(page.getByLabel(t("dictationAnswer"))).toBeFocused();
  await expect(page.getByText("Goodbye, Anna!")).toBeVisible();
  await page.keyboard.type("Goodbey, Anna");
  await page.keyboard.press("Enter");
  await expect(live(page)).toContainText(t("verdict.almost"));
  await expect(live(page)).toContainText(t("almostAnswer", { answer: "Goodbye, Anna!" }));
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, "9-listen-type");
  await page.keyboard.press("Enter");

  // Mistakes again at the end: the choice, then the match.
  await expect(page.getByText(t("retry"))).toBeVisible();
  await expect(heading(page, "exercise.choose")).toBeFocused();
  await page.keyboard.press("1");
  await page.keyboard.press("Enter");
  await expect(live(page)).toContainText(t("verdict.correct"));
  await page.keyboard.press("Enter");
  await expect(heading(page, "exercise.match_pairs_definition")).toBeFocused();
  for (const pair of pairs) {
    await pressKeyOf(page, words, pair.text);
    await pressKeyOf(page, translations, pair.definition);
  }
  await expect(live(page)).toContainText(t("verdict.correct"));
  await expect(page.getByRole("button", { name: t("finish") })).toBeFocused();

  // The connection drops as the lesson ends: the results wait, then go when it is back.
  await context.setOffline(true);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: t("results.title") })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: t("results.title") })).toBeInViewport();
  await expect(page.getByText(t("results.waiting"))).toBeVisible();
  expect(submitted).toEqual([]);
  await context.setOffline(false);
  await expect(page.getByText("Your results are saved. Streak: 1 day!")).toBeVisible();
  // The server's XP: 10 for a first completion + 2 for each of the 6 first-try right answers.
  await expect(page.getByText("+22", { exact: true })).toBeVisible();
  // Accuracy counts first tries only: 6 of 8 questions (flashcards are not questions; "almost" counts; the choice and the match were missed).
  await expect(page.getByText("75%", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: t("results.newWords") })).toBeVisible();
  // A learner with an account is not asked to create one.
  await expect(page.getByRole("heading", { name: t("results.keepTitle") })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);
  await shoot(page, testInfo, "10-results");

  // One batch, in the contract's shape: every exercise once in order, then the retries.
  expect(submitted.map((sent) => sent.status)).toEqual([200]);
  const batch = submitted[0]!.body as {
    answers: Array<{ exerciseId: string; response: string | null; retry?: boolean; mistakes?: number; missed?: string[] }>;
    durationMs: number;
  };
  expect(batch.answers.map((answer) => [answer.exerciseId, answer.response, answer.retry ?? false])).toEqual([
    ...LESSON.exercises.map((exercise) => [
      exercise.id,
      {
        choose: "is",
        fill_gap: "Name",
        listen_choose: "I'm fine, thank you.",
        word_bank: "My name is Maria",
        dialogue: "Tom",
        translate: "hello, i am tom",
        listen_type: "Goodbey, Anna",
      }[exercise.type] ?? null,
      false,
    ]),
    ["choose-i-am", "am", true],
    ["match-greetings", null, true],
  ]);
  expect(batch.answers.find((answer) => answer.exerciseId === "match-greetings")).toMatchObject({
    mistakes: 1,
    // Only the two words of the wrong try are graded as missed (the first word and the word whose meaning was picked).
    missed: LESSON.exercises.find((exercise) => exercise.type === "match_pairs")!.wordIds!.slice(0, 2),
  });
  expect(batch.durationMs).toBeGreaterThan(0);

  // The attempt is complete: a reload starts a new go at the lesson, and nothing is sent again.
  await page.reload();
  await expect(page.getByRole("button", { name: t("intro.start") })).toBeFocused();
  expect(submitted).toHaveLength(1);
  // The reload opened the next attempt, so there are two rows: the completed one first.
  const attempts = await queryE2EDatabase<{ status: string; xp: number; correct: number; total: number }>(
    "select status, xp, correct, total from lesson_attempts where user_id = $1 and item_id = $2 order by started_at, completed_at nulls last",
    [learner.id, LESSON.id],
  );
  expect(attempts).toEqual([
    { status: "completed", xp: 22, correct: 6, total: 8 },
    { status: "started", xp: null, correct: null, total: null },
  ]);

  // The page's first load stays within the budget (exercise types load as needed).
  const { gzipBytes, sources } = await firstLoadScriptBytes(page.request, PATH);
  console.log(`${PATH}: ${(gzipBytes / 1024).toFixed(1)} KB gzip in ${sources.length} scripts`);
  expect(gzipBytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});

test("the Spanish course read in Spanish explains words by Spanish definitions; read in Ukrainian, by translations", async ({
  page,
  login,
}) => {
  await login();
  await page.route("**/api/courses/audio/**", (route) => route.fulfill({ status: 503, body: "" }));
  const spanish = JSON.parse(readFileSync(path.join(process.cwd(), "content/courses/es/a1/unit-01.json"), "utf8")) as {
    lessons: Array<{ id: string; words: Array<{ id: string; text: string; definition: string; translation: { uk: string } }> }>;
  };
  const lesson = spanish.lessons[0]!;
  const hola = lesson.words.find((word) => word.id === "hola")!;
  for (const locale of ["es", "uk"] as const) {
    await page.goto(`/${locale}/course/lesson/${lesson.id}`);
    await page.getByRole("button", { name: message(locale, "lesson.intro.start") }).click();
    await expect(page.getByRole("heading", { level: 1, name: message(locale, "lesson.exercise.flashcard") })).toBeFocused();
    await expect(page.locator("p[lang=es]", { hasText: hola.text })).toBeVisible();
    if (locale === "es") {
      await expect(page.getByText(message("es", "lesson.flashcard.meaning"), { exact: true })).toBeVisible();
      await expect(page.locator("dd[lang=es]", { hasText: hola.definition })).toBeVisible();
    } else {
      await expect(page.getByText(message("uk", "lesson.flashcard.translation"), { exact: true })).toBeVisible();
      await expect(page.locator("dd:not([lang])", { hasText: hola.translation.uk })).toBeVisible();
    }
  }
});

test("an unknown lesson is the not-found page", async ({ page, login }) => {
  await login();
  const response = await page.goto("/en/course/lesson/no-such-lesson");
  expect(response?.status()).toBe(404);
});
