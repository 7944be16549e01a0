import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { message } from "./support/messages";

// Confusing-word pages and quizzes (issue 15 item 1, decision record 0042): the pairs explained in every locale, the quizzes in English, one canonical URL, a quiz that works with and without JavaScript.
const ORIGIN = "http://localhost:3100";
const PAIR = "/en/confusing-words/affect-vs-effect";
const QUIZ = "/en/quiz/past-simple-irregular-a2";

type Question = { sentence: string; options: string[]; answer: string; explanation: string };
const content = <T>(file: string): T => JSON.parse(readFileSync(path.join(process.cwd(), "content", file), "utf8")) as T;
const pair = content<{ summary: string; tip: string; quiz: Question[]; mistakes: { wrong: string; right: string }[] }>(
  "confusing-words/affect-vs-effect.json",
);
const quiz = content<{ title: string; description: string; questions: Question[] }>("quizzes/past-simple-irregular-a2.json");
const pairTitle = message("en", "words.guides.pairTitle").replace("{first}", "affect").replace("{second}", "effect");
const score = (right: number, total: number) =>
  message("en", "words.guides.quiz.score").replace("{score}", String(right)).replace("{total}", String(total));

/** Answers each question of a quiz form: the right option where `right` says so, else another one. */
async function answer(page: Page, formName: string, questions: Question[], right: (index: number) => boolean) {
  const form = page.getByRole("form", { name: formName });
  for (const [index, question] of questions.entries()) {
    // Each question is a list item holding its fieldset (a <details> is a group too, so not getByRole("group")).
    const group = form.getByRole("listitem").nth(index);
    const choice = right(index) ? question.answer : question.options.find((option) => option !== question.answer)!;
    await group.getByRole("radio", { name: choice, exact: true }).check();
  }
  return form;
}

const jsonLdTypes = async (page: Page) =>
  (
    await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "") as unknown))
  )
    .flat()
    .map((item) => (item as { "@type": string })["@type"]);

test("a pair page explains both words and its mini quiz is scored, announced and reset with JavaScript", async ({ page }) => {
  const response = await page.goto(PAIR);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=3600, stale-while-revalidate=86400");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pairTitle);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(`${pairTitle} · Lingora`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", pair.summary);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}${PAIR}`);
  const main = page.getByRole("main");
  for (const text of [pair.summary, pair.tip, pair.mistakes[0]!.wrong, pair.mistakes[0]!.right]) await expect(main).toContainText(text);
  await expect(page.getByRole("heading", { name: message("en", "words.guides.mistakes") })).toBeVisible();
  expect(await jsonLdTypes(page)).toEqual(["DefinedTermSet", "BreadcrumbList"]);
  await expect(page.getByRole("link", { name: message("en", "words.cta.button") })).toHaveAttribute("href", "/en/funnel/english-improve");
  await expect(page.getByRole("link", { name: message("en", "words.kinds.pronounce.link").replace("{word}", "affect") })).toHaveAttribute(
    "href",
    "/en/how-to-pronounce/affect",
  );
  await expect(page.getByRole("link", { name: "B2 word pairs: affect, imply, principle, compliment" })).toHaveAttribute(
    "href",
    "/en/quiz/affect-imply-principle-b2-pairs",
  );

  // All but the second answered right.
  const form = await answer(page, message("en", "words.guides.practice"), pair.quiz, (index) => index !== 1);
  await form.getByRole("button", { name: message("en", "words.guides.quiz.check") }).click();
  const status = form.getByRole("status");
  await expect(status).toHaveText(score(pair.quiz.length - 1, pair.quiz.length));
  const results = form.getByTestId("quiz-result");
  await expect(results).toHaveCount(pair.quiz.length);
  await expect(results.nth(0)).toContainText(message("en", "words.guides.quiz.right"));
  await expect(results.nth(1)).toContainText(message("en", "words.guides.quiz.wrong").replace("{answer}", pair.quiz[1]!.answer));
  await expect(results.nth(1)).toContainText(pair.quiz[1]!.explanation);
  const again = form.getByRole("button", { name: message("en", "words.guides.quiz.tryAgain") });
  await expect(again).toBeFocused();

  await again.click();
  await expect(status).toHaveText("");
  await expect(results).toHaveCount(0);
  await expect(form.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(form.getByRole("radio").first()).toBeFocused();
  // Nothing chosen: each question says so.
  await form.getByRole("button", { name: message("en", "words.guides.quiz.check") }).click();
  await expect(status).toHaveText(score(0, pair.quiz.length));
  await expect(results.first()).toContainText(message("en", "words.guides.quiz.unanswered").replace("{answer}", pair.quiz[0]!.answer));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a pair page's quiz is a form of fieldsets with radio buttons, the answers in details", async ({ page }) => {
    expect((await page.goto(PAIR))?.status()).toBe(200);
    const form = page.getByRole("form", { name: message("en", "words.guides.practice") });
    const groups = form.getByRole("listitem");
    await expect(groups).toHaveCount(pair.quiz.length);
    const start = pair.quiz[0]!.sentence.split("___")[0]!.trim();
    await expect(
      groups.first().getByRole("group", { name: new RegExp(`^1\\.\\s*${start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }),
    ).toBeVisible();
    await expect(groups.first().getByRole("radio")).toHaveCount(pair.quiz[0]!.options.length);
    // The radios work as radios: one choice per question.
    await groups.first().getByRole("radio", { name: pair.quiz[0]!.options[0], exact: true }).check();
    await groups.first().getByRole("radio", { name: pair.quiz[0]!.options[1], exact: true }).check();
    await expect(groups.first().getByRole("radio", { checked: true })).toHaveCount(1);
    // No button that cannot work without JavaScript.
    await expect(form.getByRole("button")).toHaveCount(0);
    const answer = groups.nth(1).getByText(message("en", "words.guides.quiz.answer").replace("{answer}", pair.quiz[1]!.answer));
    await expect(answer).toBeHidden();
    await groups.nth(1).getByText(message("en", "words.guides.quiz.showAnswer")).click();
    await expect(answer).toBeVisible();
    await expect(groups.nth(1)).toContainText(pair.quiz[1]!.explanation);
  });
});

test("a quiz page is scored with JavaScript and has Quiz JSON-LD", async ({ page }) => {
  const response = await page.goto(QUIZ);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(quiz.title);
  await expect(page).toHaveTitle(`${quiz.title} · Lingora`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", quiz.description);
  expect(await jsonLdTypes(page)).toEqual(["Quiz", "BreadcrumbList"]);
  const form = await answer(page, quiz.title, quiz.questions, () => true);
  await form.getByRole("button", { name: message("en", "words.guides.quiz.check") }).click();
  await expect(form.getByRole("status")).toHaveText(score(quiz.questions.length, quiz.questions.length));
  await expect(page.getByRole("link", { name: message("en", "words.kinds.pastTense.link").replace("{word}", "leave") })).toHaveAttribute(
    "href",
    "/en/past-tense-of/leave",
  );
});

test("a variant slug is sent once to the canonical page; an unknown slug is the ordinary 404 that does not repeat it", async ({
  page,
  request,
}) => {
  for (const [from, to] of [
    ["/en/confusing-words/effect-vs-affect", PAIR],
    ["/en/confusing-words/Affect-VS-Effect", PAIR],
    ["/en/confusing-words/effect%20vs%20affect", PAIR],
    ["/en/quiz/Past-Simple-Irregular-A2", QUIZ],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers()["location"]!, ORIGIN).pathname, from).toBe(to);
    expect((await request.get(to!, { maxRedirects: 0 })).status(), to).toBe(200);
  }
  for (const path of [
    "/en/confusing-words/qwxzvbnm-vs-zzyzx",
    "/en/quiz/qwxzvbnm",
    "/en/confusing-words/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("en", "errors.notFoundTitle"));
    await expect(page.getByRole("main")).not.toContainText("qwxzvbnm");
    await expect(page.getByRole("main")).not.toContainText("script");
  }
});

test("a pair page in Ukrainian explains the English words in Ukrainian; a quiz is read in English", async ({ page, request }) => {
  const uk = content<{
    summary: string;
    tip: string;
    entries: { meaning: string }[];
    mistakes: { why: string }[];
    quiz: { explanation: string }[];
  }>("confusing-words-translations/uk/affect-vs-effect.json");
  const ukTitle = message("uk", "words.guides.pairTitle").replace("{first}", "affect").replace("{second}", "effect");
  expect((await page.goto("/uk/confusing-words/affect-vs-effect"))?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ukTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", uk.summary);
  const main = page.getByRole("main");
  // The explanations are in the page's language (no lang of their own); what they explain is marked English.
  for (const text of [uk.summary, uk.entries[0]!.meaning, uk.tip, uk.mistakes[0]!.why]) {
    await expect(main.getByText(text, { exact: true })).not.toHaveAttribute("lang", /./);
  }
  await expect(main.getByText(pair.mistakes[0]!.wrong, { exact: true })).toHaveAttribute("lang", "en");
  await expect(main).not.toContainText(pair.summary);
  const [termSet] = (
    await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "") as unknown))
  ).flat();
  expect(termSet).toMatchObject({ "@type": "DefinedTermSet", inLanguage: "uk", description: uk.summary });
  // The mini quiz: the English sentences, the explanation in Ukrainian once answered.
  const form = await answer(page, message("uk", "words.guides.practice"), pair.quiz, () => true);
  await form.getByRole("button", { name: message("uk", "words.guides.quiz.check") }).click();
  const explanation = form.getByTestId("quiz-result").nth(0).getByText(uk.quiz[0]!.explanation, { exact: true });
  await expect(explanation).toBeVisible();
  await expect(explanation).not.toHaveAttribute("lang", /./);
  await expect(form.getByRole("listitem").nth(0).locator("legend span[lang=en]").first()).toBeVisible();
  // The quizzes are English only: linked in English, and a Ukrainian address is sent there.
  await expect(main.getByRole("link", { name: "B2 word pairs: affect, imply, principle, compliment" })).toHaveAttribute(
    "href",
    "/en/quiz/affect-imply-principle-b2-pairs",
  );
  await expectNoAxeViolations(page);
  for (const path of ["/quiz/past-simple-irregular-a2", "/quiz"]) {
    const response = await request.get(`/de${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(new URL(response.headers()["location"]!, ORIGIN).pathname).toBe(`/en${path}`);
  }
});

test("the index lists every pair by level and the quizzes", async ({ page }) => {
  expect((await page.goto("/en/confusing-words"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("en", "words.guides.confusingWords"));
  await expect(page.getByRole("main").getByRole("link", { name: /\bvs\b/ })).toHaveCount(104);
  await page.getByRole("link", { name: "affect vs effect", exact: true }).click();
  await expect(page).toHaveURL(`${ORIGIN}${PAIR}`);
  await page.goto("/en/confusing-words");
  await page.getByRole("link", { name: message("en", "words.guides.allQuizzes") }).click();
  await expect(page).toHaveURL(`${ORIGIN}/en/quiz`);
  await expect(page.getByRole("main").getByRole("link", { name: quiz.title })).toHaveAttribute("href", QUIZ);
});

for (const [name, path] of [
  ["the index", "/en/confusing-words"],
  ["the quiz index", "/en/quiz"],
  ["a pair page", PAIR],
  ["a quiz page", QUIZ],
]) {
  test(`${name} is accessible, before and after checking the answers`, async ({ page }) => {
    await page.goto(path!);
    await expectNoAxeViolations(page);
    const check = page.getByRole("button", { name: message("en", "words.guides.quiz.check") });
    if (await check.count()) {
      await check.click();
      await expectNoAxeViolations(page);
    }
  });
}

test("screenshots of a pair page and a quiz page, desktop and 360 px wide", async ({ page }) => {
  for (const [name, path] of [
    ["pair", PAIR],
    ["quiz", QUIZ],
  ]) {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path!);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    }
  }
  // The scored state, narrow.
  const form = await answer(page, quiz.title, quiz.questions, (index) => index % 3 !== 0);
  await form.getByRole("button", { name: message("en", "words.guides.quiz.check") }).click();
  await expect(form.getByRole("status")).not.toHaveText("");
  await page.screenshot({ path: test.info().outputPath("quiz-360-scored.png"), fullPage: true });
});
