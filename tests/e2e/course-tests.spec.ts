import { giveCompletedTest } from "../../db/factories";
import { expectNoAxeViolations } from "./support/axe";
import { uniqueClientAddress } from "./support/client-address";
import { expect, test, type Page } from "./support/fixtures";
import { message } from "./support/messages";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

const t = (locale: string, key: string) => message(locale, `tests.${key}`);
/** A message with its placeholders filled (simple {name} placeholders only). */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

const card = (page: Page, testId: string) => page.getByTestId(`test-${testId}`);

test("/tests: every unit's checkpoint and the level test, with the best score, a passed badge and retake (en, uk, axe, 360 px)", async ({
  page,
  login,
  db,
}) => {
  const person = await login({ name: "Tess Taker" });
  const earlier = new Date(Date.now() - 86_400_000);
  await giveCompletedTest(db, person.id, { testId: "en-a1-u01", score: 92, passed: true, completedAt: earlier });
  await giveCompletedTest(db, person.id, { testId: "en-a1-u01", score: 75, passed: false });
  await giveCompletedTest(db, person.id, { testId: "en-a1", score: 60, passed: false });

  await page.goto("/en/tests");
  await expect(page.getByRole("heading", { level: 1, name: t("en", "title") })).toBeVisible();
  await expect(page.getByText(t("en", "levelTestOpens"))).toBeVisible();
  const checkpoint = card(page, "en-a1-u01");
  await expect(checkpoint).toContainText(fill(t("en", "best"), { score: 92 }));
  await expect(checkpoint).toContainText("2 attempts");
  await expect(checkpoint).toContainText(t("en", "passed"));
  await expect(checkpoint.getByRole("link", { name: new RegExp(`^${t("en", "retake")}`) })).toHaveAttribute("href", "/en/tests/en-a1-u01");
  const levelTest = card(page, "en-a1");
  await expect(levelTest).toContainText(t("en", "notPassed"));
  await expect(levelTest).toContainText(fill(t("en", "opensNext"), { level: "A2" }));
  await expect(card(page, "en-a1-u02")).toContainText(t("en", "notTaken"));
  await expect(card(page, "en-a1-u02").getByRole("link", { name: new RegExp(`^${t("en", "start")}`) })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: fill(t("en", "level"), { level: "A2" }) })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/uk/tests");
  await expect(page.getByRole("heading", { level: 1, name: t("uk", "title") })).toBeVisible();
  await expect(card(page, "en-a1-u01")).toContainText(t("uk", "passed"));
  await expect(card(page, "en-a1-u01")).toContainText("2 спроби");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});
