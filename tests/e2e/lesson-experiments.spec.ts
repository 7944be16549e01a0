import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { forceFlag, removeFlagRule } from "../../db/factories";
import { expectNoAxeViolations } from "./support/axe";
import { queryE2EDatabase } from "./support/database";
import { expect, test } from "./support/fixtures";
import { message } from "./support/messages";

/**
 * The lesson's two experiments (decision record 0029): `positive_reinforcement` (praise after runs
 * of right answers) and `practice_with_ai_step` (Extra practice before the results), and results
 * queued offline reaching the server from another learning page.
 */
/** Words as authored; the interface is English, the course's own language, so a word's meaning is its definition. */
interface Word {
  id: string;
  text: string;
  definition: string;
}
interface Exercise {
  id: string;
  type: string;
  wordIds?: string[];
}
const unit = JSON.parse(readFileSync(path.join(process.cwd(), "content/courses/en/a1/unit-01.json"), "utf8")) as {
  lessons: Array<{ id: string; words: Word[]; exercises: Exercise[] }>;
};
const LESSON = unit.lessons.find((lesson) => lesson.id === "en-a1-u01-l01")!;
const PATH = `/en/course/lesson/${LESSON.id}`;

const t = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), message("en", `lesson.${key}`));
const EN = JSON.parse(readFileSync(path.join(process.cwd(), "messages/en.json"), "utf8")) as {
  lesson: { praise: Record<string, Record<string, string>> };
};
/** Every phrasing of one kind of praise (which one shows depends on the attempt). */
const praises = (kind: string) => Object.values(EN.lesson.praise[kind]!);

const live = (page: Page) => page.locator("#lesson-announcer");
const progress = (page: Page) => page.getByRole("progressbar", { name: t("progress") });

/** The right answer to each exercise of the lesson, as a learner types or picks it. */
const RIGHT: Record<string, string> = {
  choose: "am",
  fill_gap: "name",
  listen_choose: "I'm fine, thank you.",
  word_bank: "My name is Maria",
  dialogue: "Tom",
  translate: "Hello, I'm Tom.",
  listen_type: "Goodbye, Anna!",
};

/** Presses the key shown on the button whose text is `text` (choices, tiles, match items). */
async function pressKeyOf(page: Page, text: string, scope = page.locator("form")) {
  const button = scope.getByRole("button", { name: text, exact: true });
  // Tiles and match items say their key; a choice's key is its number in its group (1, 2, 3 …).
  const shortcut = await button.getAttribute("aria-keyshortcuts");
  const inGroup = shortcut ? [] : await page.getByRole("group").filter({ has: button }).last().getByRole("button").allInnerTexts();
  const key = shortcut ?? String(inGroup.findIndex((label) => label.trim().endsWith(text)) + 1);
  expect(key, `key of ${text}`).not.toBe("0");
  await page.keyboard.press(key!);
}

/**
 * Plays turn number `done` (0-based: what the progress bar says is done) with the keyboard and
 * checks it; `response` replaces the right answer (typed or picked). Leaves the feedback on screen.
 */
async function play(page: Page, done: number, exercise: Exercise, response?: string) {
  await expect(progress(page)).toHaveAttribute("aria-valuenow", String(done));
  switch (exercise.type) {
    case "flashcard":
      await expect(page.getByRole("heading", { level: 1, name: t("exercise.flashcard") })).toBeFocused();
      await page.keyboard.press("Enter");
      return;
    case "match_pairs": {
      await expect(page.getByRole("heading", { level: 1, name: t("exercise.match_pairs_definition") })).toBeFocused();
      for (const id of exercise.wordIds!) {
        const word = LESSON.words.find((candidate) => candidate.id === id)!;
        await pressKeyOf(page, word.text, page.getByRole("group", { name: t("match.words") }));
        await pressKeyOf(page, word.definition, page.getByRole("group", { name: t("match.meanings") }));
      }
      break;
    }
    case "fill_gap":
    case "translate":
    case "listen_type": {
      // The lesson's translation is heard (its field is "what you hear"); a word is typed from its definition.
      const isLessonExercise = LESSON.exercises.some((candidate) => candidate.id === exercise.id);
      const label = {
        fill_gap: "gapAnswer",
        translate: isLessonExercise ? "dictationAnswer" : "wordAnswer",
        listen_type: "dictationAnswer",
      }[exercise.type];
      await expect(page.getByLabel(t(label))).toBeFocused();
      await page.keyboard.type(response ?? RIGHT[exercise.type]!);
      await page.keyboard.press("Enter");
      break;
    }
    case "word_bank": {
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
      const tiles = page.getByRole("group", { name: t("wordBank.tiles") });
      for (const word of (response ?? RIGHT.word_bank!).split(" ")) await pressKeyOf(page, word, tiles);
      await page.keyboard.press("Enter");
      break;
    }
    default:
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
      await pressKeyOf(page, response ?? RIGHT[exercise.type]!);
      await page.keyboard.press("Enter");
  }
  await expect(page.locator("[data-verdict]")).toBeVisible();
}

test.use({ viewport: { width: 360, height: 740 } });
// Audio is not what these tests are about: the files are said to be missing, and the player goes on.
test.beforeEach(async ({ page }) => {
  await page.route("**/api/courses/audio/**", (route) => route.fulfill({ status: 503, body: "" }));
});

test("with both experiments on: praise after 3 and 5 right in a row, then Extra practice from the lesson before the results", async ({
  page,
  login,
  db,
}) => {
  test.setTimeout(150_000);
  const learner = await login({ name: "Experiment Learner" });
  const rules = [
    await forceFlag(db, { flag: "positive_reinforcement", value: true, condition: { email: learner.email } }),
    await forceFlag(db, { flag: "practice_with_ai_step", value: true, condition: { email: learner.email } }),
  ];
  try {
    // The server caches flag rules for a few seconds: wait until the lesson page is rendered with them.
    await expect
      .poll(
        async () => {
          await page.goto(PATH);
          return page.locator("[data-experiments]").getAttribute("data-experiments");
        },
        { timeout: 20_000 },
      )
      .toBe("positive_reinforcement practice_with_ai_step");
    await expect(page.getByRole("button", { name: t("intro.start") })).toBeFocused();
    await page.keyboard.press("Enter");

    const praise = page.locator("[data-praise]");
    let done = 0;
    for (const exercise of LESSON.exercises) {
      // The translation is missed on purpose: it comes back as a retry, then in the Extra practice.
      await play(page, done++, exercise, exercise.type === "translate" ? "Hello Tom" : undefined);
      if (exercise.type === "fill_gap") {
        // Choice, match, gap: three right in a row (flashcards are not questions). Said politely; Continue keeps the focus.
        await expect(praise).toBeVisible();
        expect(praises("run3")).toContain(await praise.textContent());
        await expect(live(page)).toContainText((await praise.textContent())!);
        await expect(page.getByRole("button", { name: t("continue") })).toBeFocused();
        await expectNoAxeViolations(page);
      } else if (exercise.type === "word_bank") {
        await expect(praise).toBeVisible();
        expect(praises("run5")).toContain(await praise.textContent());
      } else if (exercise.type !== "flashcard") {
        await expect(praise).toHaveCount(0);
      }
      if (exercise.type !== "flashcard") await page.keyboard.press("Enter");
    }

    // The mistake again, then (not the results yet) the Extra practice.
    await expect(page.getByText(t("retry"))).toBeVisible();
    await play(
      page,
      done++,
      LESSON.exercises.find((exercise) => exercise.type === "translate")!,
    );
    await expect(page.getByRole("button", { name: t("continue") })).toBeFocused();
    await page.keyboard.press("Enter");

    const practice = page.locator("[data-extra-practice]");
    await expect(practice).toContainText(t("practice.label"));
    await expect(practice).toContainText(t("practice.about"));
    await expect(live(page)).toContainText(t("practice.about"));
    // The missed translation, now built from tiles.
    await play(page, done++, { id: "practice-1", type: "word_bank" }, "Hello I'm Tom");
    await expect(live(page)).toContainText(t("verdict.correct"));
    await expectNoAxeViolations(page);
    await page.keyboard.press("Enter");
    // Then the new words not typed yet, from their definition (the last one typed wrong on purpose).
    const typed: string[] = [];
    for (;;) {
      // The new exercise is on screen once its field has the focus (after Check the focus is on Continue).
      await expect(page.getByLabel(t("wordAnswer"))).toBeFocused();
      await expect(page.getByRole("heading", { level: 1, name: t("exercise.translate_definition") })).toBeVisible();
      const source = (await page.locator("blockquote").textContent())!.trim();
      const word = LESSON.words.find((candidate) => candidate.definition === source)!;
      expect(word, source).toBeTruthy();
      const isLast = typed.length === 3;
      typed.push(word.id);
      await play(page, done++, { id: word.id, type: "translate" }, isLast ? "zzz" : word.text);
      await page.keyboard.press("Enter");
      if (isLast) break;
    }
    // Goodbye and name were typed right in the lesson; the translation's "hello" was not (its first try was wrong).
    expect(typed).toEqual(["hello", "good-morning", "how-are-you", "fine"]);

    // Results: accuracy with the practice (7 of 8 in the lesson, 4 of 5 in the practice: 11 of 13), XP from the lesson only.
    await expect(page.getByRole("heading", { level: 1, name: t("results.title") })).toBeVisible();
    await expect(page.getByText("Your results are saved. Streak: 1 day!")).toBeVisible();
    await expect(page.locator("[data-practice-score]")).toHaveText(t("results.practice", { correct: 4, total: 5 }));
    await expect(page.getByText("85%", { exact: true })).toBeVisible();
    await expect(page.getByText("+24", { exact: true })).toBeVisible();
    // Not a perfect lesson: no praise on the results.
    await expect(praise).toHaveCount(0);
    await expectNoAxeViolations(page);
    const [attempt] = await queryE2EDatabase<{ status: string; xp: number; correct: number; total: number }>(
      "select status, xp, correct, total from lesson_attempts where user_id = $1 and item_id = $2",
      [learner.id, LESSON.id],
    );
    expect(attempt).toEqual({ status: "completed", xp: 24, correct: 7, total: 8 });
  } finally {
    for (const rule of rules) await removeFlagRule(db, rule);
  }
});

test("with the experiments off nothing changes; results queued offline are delivered when the learner opens /my-plan", async ({
  page,
  context,
  login,
}) => {
  test.setTimeout(150_000);
  const learner = await login({ name: "Control Learner" });
  await page.goto(PATH);
  await expect(page.locator("[data-experiments]")).toHaveAttribute("data-experiments", "");
  await expect(page.getByRole("button", { name: t("intro.start") })).toBeFocused();
  await page.keyboard.press("Enter");

  let done = 0;
  for (const [index, exercise] of LESSON.exercises.entries()) {
    await play(page, done++, exercise);
    if (exercise.type === "flashcard") continue;
    await expect(page.locator("[data-praise]")).toHaveCount(0);
    await expect(page.locator("[data-extra-practice]")).toHaveCount(0);
    const isLast = index === LESSON.exercises.length - 1;
    await expect(page.getByRole("button", { name: t(isLast ? "finish" : "continue") })).toBeFocused();
    // The connection drops as the lesson ends: the results wait in this browser.
    if (isLast) await context.setOffline(true);
    await page.keyboard.press("Enter");
  }
  await expect(page.getByRole("heading", { level: 1, name: t("results.title") })).toBeVisible();
  await expect(page.getByText(t("results.waiting"))).toBeVisible();
  // A perfect lesson, but no praise without the experiment.
  await expect(page.getByText("100%", { exact: true })).toBeVisible();
  await expect(page.locator("[data-praise]")).toHaveCount(0);

  // The learner leaves while offline and comes back later to their plan.
  await page.close();
  await context.setOffline(false);
  const plan = await context.newPage();
  const delivered = plan.waitForResponse(
    (response) => response.request().method() === "POST" && /\/v1\/courses\/attempts\/[^/]+\/results$/.test(response.url()),
  );
  await plan.goto("/en/my-plan");
  expect((await delivered).status()).toBe(200);
  // The plan renders again with what the results made: today's lesson and a one-day streak.
  await expect(plan.locator("[data-streak-current]")).toHaveAttribute("data-streak-current", "1");
  const [attempt] = await queryE2EDatabase<{ status: string; correct: number; total: number }>(
    "select status, correct, total from lesson_attempts where user_id = $1 and item_id = $2",
    [learner.id, LESSON.id],
  );
  expect(attempt).toEqual({ status: "completed", correct: 8, total: 8 });
  expect(await plan.evaluate(() => window.localStorage.getItem("lingora.courses.outbox"))).toBe("[]");
});
