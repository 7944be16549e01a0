import { randomUUID } from "node:crypto";
import type { BrowserContext, Page, Request } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { forceFlag, putInKeeper, removeFlagRule, startExperiment, stopExperiment } from "../../db/factories";
import { queryE2EDatabase } from "./support/database";
import { E2E_ORIGIN, expect, rejectedConsentCookie, test } from "./support/fixtures";
import { message } from "./support/messages";
import { watchRequests } from "./support/network";

// These specs are about the consent choice itself, from a German address (European region: opt-in).
const part = () => Math.floor(Math.random() * 250) + 1;
test.use({ consentDecided: false, extraHTTPHeaders: { "X-Forwarded-For": `5.9.${part()}.${part()}` } });

// Flags here target one device or one account; the test that switches a flag for everyone runs
// in the global-state project (tests/e2e/global-state), after the parallel ones.

const PIXEL_SCRIPT = "https://connect.facebook.net/en_US/fbevents.js";

/** Watches what leaves the page: analytics batches, pixel loads and beacons, consent updates. */
function watch(context: BrowserContext) {
  const seen = { analytics: [] as Request[], pixel: [] as Request[], dnt: [] as Request[] };
  context.on("request", (request) => {
    const url = request.url();
    if (url.includes("/api/analytics/")) seen.analytics.push(request);
    if (url.includes("facebook.net") || url.includes("facebook.com")) seen.pixel.push(request);
    if (url.endsWith("/v1/dnt")) seen.dnt.push(request);
  });
  return seen;
}

/** The pixel script is Meta's; offline, a stub that records calls stands in for it. */
async function stubPixel(context: BrowserContext) {
  await context.route("https://connect.facebook.net/**", (route) =>
    route.fulfill({ contentType: "application/javascript", body: "window.__pixelLoaded = true;" }),
  );
  await context.route("https://www.facebook.com/**", (route) => route.fulfill({ status: 204, body: "" }));
}

async function deviceIdOf(page: Page): Promise<string> {
  let id = "";
  await expect
    .poll(async () => {
      id = (await page.context().cookies()).find((c) => c.name === "lingora_device_id")?.value ?? "";
      return id;
    })
    .toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

const banner = (page: Page) => page.getByRole("dialog", { name: message("en", "consent.bannerTitle") });

test("the banner is accessible, and with consent refused no analytics or pixel request is made", async ({ page, context }) => {
  await stubPixel(context);
  const seen = watch(context);
  const analytics = watchRequests(page, (url) => url.includes("/api/analytics/"));
  await page.clock.install();
  await page.goto("/en");
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: message("en", "consent.managePreferences") }).click();
  const preferences = page.getByRole("dialog", { name: message("en", "consent.preferencesTitle") });
  await expect(preferences).toBeVisible();
  await expect(preferences.getByRole("button", { name: message("en", "consent.marketingTitle"), exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await preferences
    .getByRole("button", { name: message("en", "consent.rejectAll") })
    .first()
    .click();
  await expect(preferences).toBeHidden();
  const device = await deviceIdOf(page);

  await page.goto("/en/terms");
  await page.goto("/en/contact-us");
  // Past the analytics flush interval (10 s) on the page's clock: anything queued would have been sent by now.
  await page.clock.runFor(11_000);
  await expect.poll(() => analytics.settled()).toBe(true);
  expect(seen.analytics.map((r) => r.url())).toEqual([]);
  expect(seen.pixel.map((r) => r.url())).toEqual([]);
  expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe("undefined");
  expect(await queryE2EDatabase("select 1 from analytics_events where device_id = $1", [device])).toEqual([]);
  // The refusal itself was recorded once, for this device (a resend after the page change is stored once).
  await expect.poll(() => seen.dnt.length).toBeGreaterThanOrEqual(1);
  await expect
    .poll(async () =>
      (await queryE2EDatabase<{ entries: unknown }>("select entries from consent_records where device_id = $1", [device])).map(
        (r) => r.entries,
      ),
    )
    .toEqual([
      [
        { category: "necessary", granted: true },
        { category: "analytics", granted: false },
        { category: "marketing", granted: false },
      ],
    ]);
});

test("after accepting, analytics events reach PostgreSQL in batches and the pixel loads", async ({ page, context }) => {
  await stubPixel(context);
  const seen = watch(context);
  await page.goto("/en");
  await banner(page)
    .getByRole("button", { name: message("en", "consent.acceptAll") })
    .click();
  await expect(banner(page)).toBeHidden();
  const device = await deviceIdOf(page);
  await expect.poll(() => seen.pixel.some((r) => r.url() === PIXEL_SCRIPT)).toBe(true);
  await expect.poll(() => page.evaluate(() => (window as { __pixelLoaded?: boolean }).__pixelLoaded === true)).toBe(true);

  await page
    .getByRole("link", { name: message("en", "nav.contact") })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/contact-us$/);
  // The SDK flushes every 10 s; wait for the batch to be stored.
  await expect
    .poll(
      async () =>
        (await queryE2EDatabase<{ n: number }>("select count(*)::int as n from analytics_events where device_id = $1", [device]))[0]!.n,
      {
        timeout: 25_000,
      },
    )
    .toBeGreaterThanOrEqual(2);
  // A batch is stored by one insert: its events share the time they were received.
  const batches = await queryE2EDatabase<{ n: number }>(
    "select count(*)::int as n from analytics_events where device_id = $1 group by received_at order by n desc",
    [device],
  );
  expect(batches[0]!.n).toBeGreaterThanOrEqual(2);
  const rows = await queryE2EDatabase<{ event_type: string; groups: Record<string, string> }>(
    "select event_type, groups from analytics_events where device_id = $1",
    [device],
  );
  expect(rows.map((r) => r.event_type)).toEqual(expect.arrayContaining(["session_start"]));
  expect(rows.some((r) => r.groups.role === "student")).toBe(true);
  const identify = await queryE2EDatabase<{ p: Record<string, unknown> }>(
    "select user_properties as p from analytics_events where device_id = $1 and event_type = '$identify' and user_properties::text like '%device_type%'",
    [device],
  );
  expect(JSON.stringify(identify[0]?.p)).toContain('"device_type":"Desktop"');
  // The attribution cookie is written once analytics is allowed.
  expect((await context.cookies()).some((c) => c.name === "lingora_attribution")).toBe(true);
});

test("/v1/dnt is called once after rapid toggles on the do-not-sell page", async ({ page, context }) => {
  await stubPixel(context);
  const seen = watch(context);
  const dnt = watchRequests(page, (url) => url.endsWith("/v1/dnt"));
  await page.clock.install();
  await page.goto("/en/terms/do-not-sell-my-personal-information");
  await banner(page)
    .getByRole("button", { name: message("en", "consent.acceptAll") })
    .click();
  await expect.poll(() => seen.dnt.length).toBe(1);
  const device = await deviceIdOf(page);

  const toggle = page
    .getByRole("button", { name: /.+/ })
    .filter({ hasText: new RegExp(`^(${message("en", "doNotSell.optOut")}|${message("en", "doNotSell.optIn")})$`) });
  await page.clock.pauseAt(Date.now() + 60_000);
  for (let i = 0; i < 5; i++) await toggle.click(); // out, in, out, in, out
  await expect(page.getByRole("status").filter({ hasText: message("en", "doNotSell.optedOut") })).toBeVisible();
  expect(seen.dnt).toHaveLength(1); // nothing sent while the changes keep coming
  await page.clock.runFor(600);
  await page.clock.resume();
  await expect.poll(() => seen.dnt.length).toBe(2);
  // Well past the debounce on the page's clock: nothing more is sent.
  await page.clock.runFor(1500);
  await expect.poll(() => dnt.settled()).toBe(true);
  expect(seen.dnt).toHaveLength(2);
  const last = JSON.parse(seen.dnt[1]!.postData()!) as { source: string; entries: { category: string; granted: boolean }[] };
  expect(last.source).toBe("do_not_sell");
  expect(last.entries).toContainEqual({ category: "marketing", granted: false });
  await expect
    .poll(async () =>
      (
        await queryE2EDatabase<{ source: string }>("select source from consent_records where device_id = $1 order by created_at", [device])
      ).map((r) => r.source),
    )
    .toEqual(["banner", "do_not_sell"]);
});

/** Waits until the server's remote evaluation (5 s configuration cache) gives this device the value. */
async function waitForServerValue(page: Page, device: string, flag: string, value: unknown) {
  await expect
    .poll(
      async () => {
        const response = await page.request.post("/api/growth/api/eval/sdk-lingora-web", { data: { attributes: { device_id: device } } });
        return ((await response.json()) as { features: Record<string, { defaultValue?: unknown }> }).features[flag]?.defaultValue;
      },
      { timeout: 15_000 },
    )
    .toEqual(value);
}

test("the new year UI flag switches the theme for the visitors it targets", async ({ page, context, db }) => {
  const device = randomUUID();
  await context.addCookies([{ name: "lingora_device_id", value: device, url: "http://localhost:3100" }]);
  const rule = await forceFlag(db, { flag: "new_year_ui", value: true, condition: { device_id: device } });
  try {
    await waitForServerValue(page, device, "new_year_ui", true);
    // Another visitor (another device) keeps the default theme.
    const other = await context.browser()!.newContext({ extraHTTPHeaders: { "X-Forwarded-For": `5.9.${part()}.${part()}` } });
    await other.addCookies([rejectedConsentCookie(E2E_ORIGIN)]);
    const otherPage = await other.newPage();
    await otherPage.goto("/en");
    await expect(otherPage.locator("html")).toHaveAttribute("data-ui-theme", "default");
    const background = (el: Element) => getComputedStyle(el).backgroundColor;
    const defaultColour = await otherPage.getByRole("link", { name: message("en", "home.hero.ctaPrimary") }).evaluate(background);
    await other.close();

    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("data-ui-theme", "new-year");
    // The button's colour eases into the theme's (a CSS transition), so it is read until it has changed.
    const cta = page.getByRole("link", { name: message("en", "home.hero.ctaPrimary") });
    await expect.poll(() => cta.evaluate(background)).not.toBe(defaultColour);
  } finally {
    await removeFlagRule(db, rule);
  }
});

test("an experiment exposure lands in ff_experiments_involved and analytics once consent allows it", async ({ page, context, db }) => {
  const device = randomUUID();
  const experiment = `sticky-${Date.now()}`;
  await context.addCookies([{ name: "lingora_device_id", value: device, url: "http://localhost:3100" }]);
  await startExperiment(db, { flag: "sticky_header", key: experiment, condition: { device_id: device } });
  try {
    await waitForServerValue(page, device, "sticky_header", true);
    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("data-sticky-header", "true");
    await page.mouse.wheel(0, 1500);
    await expect(page.locator("[data-site-header]")).toBeInViewport();
    // Not before consent…
    expect(await page.evaluate(() => localStorage.getItem("ff_experiments_involved"))).toBeNull();
    await banner(page)
      .getByRole("button", { name: message("en", "consent.acceptAll") })
      .click();
    // …then recorded.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("ff_experiments_involved"))).toBe(experiment);
    await expect
      .poll(
        async () =>
          (
            await queryE2EDatabase<{ p: { experiment_key: string } }>(
              "select event_properties as p from analytics_events where device_id = $1 and event_type = '$exposure'",
              [device],
            )
          ).map((r) => r.p.experiment_key),
        { timeout: 25_000 },
      )
      .toEqual([experiment]);
  } finally {
    await stopExperiment(db, experiment);
  }
});

test("a registered user's exposure joins the list in their keeper, keeping the experiments already there", async ({ page, db, login }) => {
  const experiment = `goal-${Date.now()}`;
  const { id: userId, email } = await login({ name: "Ops Person" });
  await page.goto("/en");
  await banner(page)
    .getByRole("button", { name: message("en", "consent.rejectAll") })
    .click();
  await putInKeeper(db, userId, "ff_experiments_involved", "older-test");
  await startExperiment(db, { flag: "sticky_header", key: experiment, condition: { email } });
  try {
    const device = await deviceIdOf(page);
    await waitForServerValue(page, device, "sticky_header", true);
    // The browser keeps its last evaluation for 60 s (GrowthBook's cache); this user's was made
    // a moment ago, before the experiment started, so start from an expired cache.
    await page.evaluate(() => localStorage.removeItem("gbFeaturesCache"));
    await page.goto("/en/terms");
    await expect(page.locator("html")).toHaveAttribute("data-sticky-header", "true");
    await page.getByRole("button", { name: message("en", "footer.cookieSettings") }).click();
    const preferences = page.getByRole("dialog", { name: message("en", "consent.preferencesTitle") });
    await preferences
      .getByRole("button", { name: message("en", "consent.acceptAll") })
      .first()
      .click();
    await expect
      .poll(
        async () =>
          (
            await queryE2EDatabase<{ value: string }>(
              "select value from profile_keeper where user_id = $1 and key = 'ff_experiments_involved'",
              [userId],
            )
          )[0]?.value,
      )
      .toBe(JSON.stringify(`older-test,${experiment}`));
  } finally {
    await stopExperiment(db, experiment);
  }
});
