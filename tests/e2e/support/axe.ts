import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA (with 2.0/2.1 A and AA): no violations allowed. */
export async function expectNoAxeViolations(page: Page) {
  // Next streams a page's metadata: wait for its <title> (axe would report a page without one).
  await expect(page).toHaveTitle(/\S/);
  // Legacy mode runs axe in the page itself (same-origin frames included) instead of finishing each
  // run in a new blank page: the same rules and results, in half the time. Our pages embed no
  // cross-origin frames, which only the newer mode reaches.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, "axe violations").toEqual([]);
}
