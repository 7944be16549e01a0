import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { addMarketingPixel, removeMarketingPixel } from "../../../db/factories";
import { expect, test } from "../support/fixtures";
import { message } from "../support/messages";

/**
 * The funnel's pixel brand (issue 14 item 6, spec section 3): a brand pixel configured for
 * english-improve fires on that funnel only, and only with marketing consent. A global-state spec:
 * the brand pixel it configures is what every consenting visitor of the funnel would get.
 */
const part = () => Math.floor(Math.random() * 250) + 1;
// From a German address: the consent banner asks first (opt-in).
test.use({ consentDecided: false, extraHTTPHeaders: { "X-Forwarded-For": `5.9.${part()}.${part()}` } });

const FLOW_PIXEL = "1234567890"; // META_FLOW_PIXEL_ID in playwright.config.ts
const ENGLISH_BRAND = "5550001111";
const SPANISH_BRAND = "5550002222";

/**
 * Meta's script, offline: a stand-in that behaves as fbevents.js does for what we check. It takes
 * over the queue of the fbq stub and sends each tracked event to /tr for every initialised pixel.
 */
const FAKE_FBEVENTS = `(function () {
  var fbq = window.fbq, ids = [];
  function send(id, event) { new Image().src = "https://www.facebook.com/tr/?id=" + id + "&ev=" + encodeURIComponent(event); }
  fbq.callMethod = function () {
    var args = Array.prototype.slice.call(arguments);
    if (args[0] === "init" && ids.indexOf(args[1]) < 0) ids.push(args[1]);
    if (args[0] === "track") ids.forEach(function (id) { send(id, args[1]); });
  };
  var queued = fbq.queue || [];
  fbq.queue = [];
  queued.forEach(function (args) { fbq.callMethod.apply(null, args); });
})();`;

/** Every request to Meta's hosts, answered locally; the events sent, as "pixel:event". */
async function interceptMeta(context: BrowserContext) {
  const requests: string[] = [];
  context.on("request", (request) => {
    if (/facebook\.(net|com)/.test(request.url())) requests.push(request.url());
  });
  await context.route("https://connect.facebook.net/**", (route) =>
    route.fulfill({ contentType: "application/javascript", body: FAKE_FBEVENTS }),
  );
  await context.route("https://www.facebook.com/**", (route) => route.fulfill({ status: 204, body: "" }));
  const events = () =>
    requests
      .filter((url) => url.startsWith("https://www.facebook.com/tr/"))
      .map((url) => new URL(url).searchParams)
      .map((params) => `${params.get("id")}:${params.get("ev")}`);
  return { requests, events };
}

/** The server keeps the pixel configuration 30 s: wait until it serves the brand pixels. */
async function waitForBrandPixels(page: Page) {
  await expect
    .poll(
      async () => {
        const response = await page.request.get("/api/growth/pixels", { headers: { "Cache-Control": "no-cache" } });
        return ((await response.json()) as { brandPixels: Record<string, string> }).brandPixels;
      },
      { timeout: 40_000, intervals: [1000] },
    )
    .toEqual({ "english-improve": ENGLISH_BRAND, "spanish-boost": SPANISH_BRAND });
}

const welcomeCta = (
  JSON.parse(readFileSync(path.join(process.cwd(), "content/funnels/english-improve.json"), "utf8")) as {
    texts: { en: Record<string, string> };
  }
).texts.en["welcome.cta"]!;

const banner = (page: Page) => page.getByRole("dialog", { name: message("en", "consent.bannerTitle") });

test("the funnel's brand pixel fires only with marketing consent, and only on its funnel", async ({
  page,
  context,
  db,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const rows = [
    await addMarketingPixel(db, { kind: "brand", pixelId: ENGLISH_BRAND, funnel: "english-improve" }),
    await addMarketingPixel(db, { kind: "brand", pixelId: SPANISH_BRAND, funnel: "spanish-boost" }),
  ];
  try {
    await waitForBrandPixels(page);

    // Consent refused on the funnel: the visitor goes on, and nothing at all goes to Meta (not even the pixel settings are asked for).
    const refused = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": `5.9.${part()}.${part()}` } });
    const refusedMeta = await interceptMeta(refused);
    const asked: string[] = [];
    refused.on("request", (request) => {
      if (/\/api\/growth\/pixels|\/v1\/dnt$/.test(request.url())) asked.push(new URL(request.url()).pathname);
    });
    const refusedPage = await refused.newPage();
    await refusedPage.goto("/en/funnel/english-improve");
    await banner(refusedPage)
      .getByRole("button", { name: message("en", "consent.rejectAll") })
      .click();
    // The refusal was handled (and recorded) by growth's consent mechanism…
    await expect.poll(() => asked).toContain("/v1/dnt");
    // …and the funnel goes on.
    await refusedPage.getByRole("button", { name: welcomeCta }).click();
    await expect(refusedPage).toHaveURL(/screen=goal$/);
    expect(asked).not.toContain("/api/growth/pixels");
    expect(refusedMeta.requests).toEqual([]);
    expect(await refusedPage.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe("undefined");
    await refused.close();

    // Marketing consent given on the funnel: its brand pixel (and the flow pixel) track the page view; the other brand does not.
    const meta = await interceptMeta(context);
    await page.goto("/en/funnel/english-improve");
    await banner(page)
      .getByRole("button", { name: message("en", "consent.acceptAll") })
      .click();
    await expect.poll(() => meta.events().sort()).toEqual([`${FLOW_PIXEL}:PageView`, `${ENGLISH_BRAND}:PageView`].sort());
    expect(meta.events().join(" ")).not.toContain(SPANISH_BRAND);

    // Away from the funnel, with the same consent: the flow pixel only.
    meta.requests.length = 0;
    await page.goto("/en/contact-us");
    await expect.poll(() => meta.events()).toEqual([`${FLOW_PIXEL}:PageView`]);
  } finally {
    for (const id of rows) await removeMarketingPixel(db, id);
  }
});
