import { readFileSync } from "node:fs";
import path from "node:path";
import { seededRandom } from "../../src/features/courses/model/seeded-random";
import { expectNoAxeViolations } from "./support/axe";
import { uniqueClientAddress } from "./support/client-address";
import { expect, test, type Page } from "./support/fixtures";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScriptBytes } from "./support/first-load";
import { message } from "./support/messages";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

const LEVELS = ["A1", "A2", "B1", "B2", "C1"];
const t = (key: string) => message("en", `levelTest.${key}`);
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

interface Item {
  id: string;
  level: string;
  options: string[];
}
/** The bank as the server reads it (the test plays a learner who knows the key up to B1). */
const bank = new Map(
  LEVELS.flatMap((level) =>
    (
      JSON.parse(readFileSync(path.join(process.cwd(), "content/level-test", `${level.toLowerCase()}.json`), "utf8")) as { items: Item[] }
    ).items.map((item) => [item.id, item] as const),
  ),
);

/** The order the server shows an item's options in (model/served-item.ts optionOrder: the right one is the bank's first). */
function optionOrder(item: Item, sessionId: string): number[] {
  const random = seededRandom(`${sessionId}:${item.id}`);
  const order = item.options.map((_, index) => index);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

const sessionIdOf = (page: Page) => page.evaluate(() => window.localStorage.getItem("lingora.level-test.page"));

/** Answers the item on screen as a B1 learner (right on A1–B1 items, wrong above), with the number keys and Enter. */
async function answerAsB1(page: Page, seq: number): Promise<string> {
  const form = page.locator(`form[data-seq="${seq}"]`);
  await expect(page.getByRole("heading", { name: fill(t("item"), { n: seq }) })).toBeFocused();
  const itemId = (await form.getAttribute("data-item-id"))!;
  const item = bank.get(itemId)!;
  const sessionId = (await sessionIdOf(page))!;
  const right = optionOrder(item, sessionId).indexOf(0) + 1;
  const knows = LEVELS.indexOf(item.level) <= LEVELS.indexOf("B1");
  const key = knows ? right : right === 1 ? 2 : 1;
  await page.keyboard.press(String(key));
  await expect(form.getByRole("radio").nth(key - 1)).toBeChecked();
  await page.keyboard.press("Enter");
  return itemId;
}

test("the English level test: a B1 learner lands at B1 ± 1, a reload resumes, the result per skill (keyboard, axe, 360 px, first load)", async ({
  page,
  request,
}) => {
  test.slow();
  const budget = await firstLoadScriptBytes(request, "/en/test-your-english-level");
  expect(budget.gzipBytes, budget.sources.join("\n")).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);

  await page.goto("/en/test-your-english-level");
  await expect(page.getByRole("heading", { level: 1, name: t("title") })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: t("start") }).click();

  let seq = 1;
  let answeredBeforeReload = "";
  for (;;) {
    const next = page.locator(`form[data-seq="${seq}"], #level-test-result`).first();
    await expect(next).toBeVisible();
    if ((await next.getAttribute("id")) === "level-test-result") break;
    if (seq === 2) await expectNoAxeViolations(page);
    if (seq === 3 && !answeredBeforeReload) {
      // A reload resumes at the same item (the server holds the session).
      answeredBeforeReload = (await page.locator('form[data-seq="3"]').getAttribute("data-item-id"))!;
      await page.reload();
      await expect(page.locator('form[data-seq="3"]')).toHaveAttribute("data-item-id", answeredBeforeReload);
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    await answerAsB1(page, seq);
    seq++;
    expect(seq).toBeLessThanOrEqual(21);
  }

  const result = page.getByTestId("level-test-result");
  const heading = await page.locator("#level-test-result").textContent();
  const level = /: (A1|A2|B1|B2|C1)$/.exec(heading ?? "")?.[1];
  expect(["A2", "B1", "B2"]).toContain(level);
  await expect(result).toContainText(t("skill_grammar"));
  await expect(result).toContainText(t("skill_reading"));
  await expect(result.getByRole("link", { name: fill(t("startLearning"), { level: level! }) })).toHaveAttribute("href", "/en/course");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  // The result stays after a reload; a retake is a new test from question 1.
  await page.reload();
  await expect(page.locator("#level-test-result")).toBeVisible();
  const firstSession = await sessionIdOf(page);
  await page.getByRole("button", { name: t("retake") }).click();
  await expect(page.locator('form[data-seq="1"]')).toBeVisible();
  expect(await sessionIdOf(page)).not.toBe(firstSession);
});
