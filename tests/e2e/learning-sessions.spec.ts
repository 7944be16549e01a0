import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { giveReviewCards } from "../../db/factories";
import { expect, test } from "./support/fixtures";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScriptBytes } from "./support/first-load";
import { message } from "./support/messages";

const t = (key: string) => message("en", key);
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

/** "hello" as authored: an English-interface learner is told what it means by its definition. */
const HELLO = (
  JSON.parse(readFileSync(path.join(process.cwd(), "content/courses/en/a1/unit-01.json"), "utf8")) as {
    lessons: Array<{ words: Array<{ id: string; text: string; definition: string; translation: { uk: string } }> }>;
  }
).lessons[0]!.words.find((word) => word.id === "hello")!;

const checkOrContinue = (page: Page, locale = "en") => {
  const say = (key: string) => message(locale, key);
  return page.getByRole("button", { name: new RegExp(`^(${say("lesson.check")}|${say("lesson.continue")}|${say("lesson.finish")})$`) });
};

/**
 * Answers whatever exercise is on screen with the keyboard only: a choice that is one of `right`
 * (else the first), `right[0]` typed, every tile of a word bank, every pair of a match (trying
 * pairs until they fit).
 */
async function answerWithKeyboard(page: Page, right: readonly string[], locale = "en") {
  const t = (key: string) => message(locale, key);
  const typed = right[0]!;
  // A match has a group of meanings (a word bank's tiles are "Words" too).
  const translations = page.getByRole("group", { name: t("lesson.match.meanings"), exact: true });
  if (await translations.isVisible()) {
    const words = page.getByRole("group", { name: t("lesson.match.words"), exact: true });
    const wordKeys = await words.getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-keyshortcuts")!));
    const translationKeys = await translations
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-keyshortcuts")!));
    for (const [index, wordKey] of wordKeys.entries()) {
      const word = words.getByRole("button").nth(index);
      for (const translationKey of translationKeys) {
        if ((await word.getAttribute("aria-disabled")) === "true") break;
        const translation = translations.locator(`[aria-keyshortcuts="${translationKey}"]`);
        if ((await translation.getAttribute("aria-disabled")) === "true") continue;
        await page.keyboard.press(wordKey);
        await page.keyboard.press(translationKey);
      }
    }
    return;
  }
  const focused = page.locator(":focus");
  if (await focused.evaluate((element) => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
    await page.keyboard.type(typed);
  } else if (await page.getByRole("button", { name: t("lesson.check"), exact: true }).isVisible()) {
    // Choices and word-bank tiles answer to the number keys: 1 picks the first choice; tiles go in one by one.
    const tiles = page.getByRole("group", { name: t("lesson.wordBank.tiles"), exact: true });
    const count = (await tiles.isVisible()) ? await tiles.getByRole("button").count() : 1;
    // A choice that reads one of `right` is picked with its own key.
    await page
      .locator("form button[aria-pressed]")
      .first()
      .waitFor({ timeout: 2_000 })
      .catch(() => undefined);
    const choices = await page.locator("form button[aria-pressed]").evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ""));
    const known = choices.findIndex((choice) => right.includes(choice.replace(/^\d+/, "")));
    if (known >= 0 && !(await tiles.isVisible())) await page.keyboard.press(String(known + 1));
    else for (let i = 0; i < count; i++) await page.keyboard.press("1");
  }
  await page.keyboard.press("Enter");
}

/** Plays exercises with the keyboard until the results heading shows. */
async function playToResults(page: Page, results: RegExp | string, right: readonly string[], locale = "en") {
  const t = (key: string) => message(locale, key);
  const heading = page.getByRole("heading", { level: 1, name: results });
  for (let step = 0; step < 60 && !(await heading.isVisible()); step++) {
    await expect(
      checkOrContinue(page, locale)
        .or(page.getByRole("group", { name: t("lesson.match.meanings"), exact: true }))
        .or(heading)
        .first(),
    ).toBeVisible();
    if (await heading.isVisible()) break;
    const button = checkOrContinue(page, locale);
    if ((await button.isVisible()) && (await button.textContent()) !== t("lesson.check")) {
      // Continue after feedback (focused), or past a flashcard (Enter anywhere).
      await page.keyboard.press("Enter");
    } else {
      await answerWithKeyboard(page, right, locale);
    }
  }
  await expect(heading).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  // The audio files are not there: the player shows the text and the learner goes on.
  await page.route("**/api/courses/audio/**", (route) => route.fulfill({ status: 503, body: "" }));
});

test("a learner takes a unit checkpoint with the keyboard to its result, and /tests shows it", async ({ page, login }) => {
  test.setTimeout(120_000);
  await login({ name: "Chris Checkpoint" });
  await page.goto("/en/tests/en-a1-u01");
  await expect(page.getByRole("button", { name: t("tests.play.start") })).toBeFocused();
  const sent = page.waitForResponse(
    (response) => response.request().method() === "POST" && /\/v1\/courses\/tests\/attempts\/[^/]+\/results$/.test(response.url()),
  );
  await page.keyboard.press("Enter");
  await playToResults(page, /: your result$/, ["hello"]);
  expect((await sent).status()).toBe(200);
  const score = await page.getByTestId("test-score").textContent();
  await expect(page.getByRole("status").filter({ hasText: /Passed!|Not passed this time/ })).toBeVisible();
  await expect(page.getByRole("link", { name: t("tests.results.back") })).toHaveAttribute("href", "/en/tests");

  await page.getByRole("link", { name: t("tests.results.back") }).click();
  await expect(page).toHaveURL(/\/en\/tests$/);
  await expect(page.getByTestId("test-en-a1-u01")).toContainText(fill(t("tests.best"), { score: score!.replace("%", "") }));
  await expect(page.getByTestId("test-en-a1-u01")).toContainText("1 attempt");
});

test("a learner with a due card does today's review to the end, and /for-you then has nothing due", async ({ page, login, db }) => {
  test.setTimeout(120_000);
  const person = await login({ name: "Rita Review" });
  await giveReviewCards(db, person.id, [{ itemId: "en:word:hello", due: new Date(Date.now() - 3_600_000) }]);
  await page.goto("/en/for-you");
  await page.getByRole("link", { name: t("forYou.startReview") }).click();
  await expect(page).toHaveURL(/\/en\/for-you\/review$/);
  const sent = page.waitForResponse(
    (response) => response.request().method() === "POST" && /\/v1\/courses\/reviews\/attempts\/[^/]+\/results$/.test(response.url()),
  );
  // Every exercise about "hello" is answered right (the English course in English: its meaning is its definition).
  await playToResults(page, t("lesson.results.reviewTitle"), [HELLO.text, HELLO.definition]);
  expect((await sent).status()).toBe(200);
  await expect(page.getByText("100%", { exact: true })).toBeVisible();
  await expect(page.getByText("+1", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: t("lesson.results.done") }).click();
  await expect(page).toHaveURL(/\/en\/for-you$/);
  await expect(page.getByText(t("forYou.allDone"))).toBeVisible();
  await expect(page.getByRole("link", { name: t("forYou.startReview") })).toHaveCount(0);

  // Nothing due now: the review page says so, with the way back.
  await page.goto("/en/for-you/review");
  await expect(page.getByRole("status")).toHaveText(t("forYou.review.nothingDue"));
  await expect(page.getByRole("link", { name: t("forYou.review.back") })).toHaveAttribute("href", "/en/for-you");
});

test("a review opened in English and reopened in Ukrainian goes on in Ukrainian, and its answers count", async ({ page, login, db }) => {
  test.setTimeout(120_000);
  const person = await login({ name: "Lesya Switch" });
  await giveReviewCards(db, person.id, [{ itemId: "en:word:hello", due: new Date(Date.now() - 3_600_000) }]);
  await page.goto("/en/for-you/review");
  await expect(checkOrContinue(page)).toBeVisible();
  // Whether this exercise states the meaning depends on its type (a heard choice does not).
  const definitionShown = (await page.getByText(HELLO.definition).count()) > 0;

  // The learner switches the interface to Ukrainian: the same session, in Ukrainian.
  await page.goto("/uk/for-you/review");
  await expect(checkOrContinue(page, "uk")).toBeVisible();
  await expect(page.getByText(HELLO.definition)).toHaveCount(0);
  if (definitionShown) await expect(page.getByText(HELLO.translation.uk, { exact: true }).first()).toBeVisible();
  const sent = page.waitForResponse(
    (response) => response.request().method() === "POST" && /\/v1\/courses\/reviews\/attempts\/[^/]+\/results$/.test(response.url()),
  );
  await playToResults(page, message("uk", "lesson.results.reviewTitle"), [HELLO.text, HELLO.translation.uk], "uk");
  expect((await sent).status()).toBe(200);
  await expect(page.getByText("100%", { exact: true })).toBeVisible();
});

test("the test and review pages stay within the first-load budget", async ({ page, login, db }) => {
  const person = await login();
  await giveReviewCards(db, person.id, [{ itemId: "en:word:hello", due: new Date(Date.now() - 3_600_000) }]);
  const measured: Record<string, { gzipBytes: number; sources: string[] }> = {};
  for (const path of ["/en/tests/en-a1-u01", "/en/for-you/review"]) measured[path] = await firstLoadScriptBytes(page.request, path);
  for (const [path, { gzipBytes }] of Object.entries(measured))
    expect(gzipBytes, `${path}: ${JSON.stringify(measured)}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  // The pages render the player (not an error) for this learner.
  await page.goto("/en/for-you/review");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
