import { createAutologinToken, createUser } from "../../db/factories";
import { legalDocuments } from "../../src/features/legal/model/documents";
import { expect, test, E2E_ORIGIN, rejectedConsentCookie } from "./support/fixtures";
import { message } from "./support/messages";
import { linkFromOutbox, uniqueEmail } from "./support/outbox";
import { uniqueClientAddress } from "./support/client-address";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

test("passwordless: a sign-in link from the outbox signs in once; the second use is refused", async ({ page, browser }) => {
  const email = uniqueEmail("link");
  await page.goto("/en/sign-in");
  await page.getByLabel(message("en", "auth.email")).fill(email);
  await page.getByRole("button", { name: message("en", "auth.emailLinkButton") }).click();
  await expect(page.getByText(message("en", "auth.emailLinkSent").replace("{email}", email))).toBeVisible();

  const link = new URL(await linkFromOutbox(email));
  expect(link.searchParams.get("mode")).toBe("signIn");
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/en\/my-plan$/);
  expect(await (await page.request.get("/api/auth/sign-in")).json()).toEqual({ isLogged: true, isAnonymous: false });

  const other = await browser.newContext();

  await other.addCookies([rejectedConsentCookie(E2E_ORIGIN)]);
  const second = await other.newPage();
  await second.goto(`${link.pathname}${link.search}`);
  await expect(second).toHaveURL(/\/en\/already-used-link$/);
  await expect(second.getByRole("heading", { level: 1 })).toHaveText(message("en", "actions.usedTitle"));
  await other.close();
});

test("a link with a missing part or another key explains itself", async ({ page }) => {
  await page.goto("/uk/auth/action?mode=signIn&apiKey=lingora-web");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(message("uk", "authErrors.argument-error"));
  await page.goto(`/uk/auth/action?mode=signIn&apiKey=someone-else&oobCode=${"a".repeat(40)}`);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(message("uk", "authErrors.invalid-api-key"));
});

test("an autologin link signs in and opens its page; used twice, it lands on /already-used-link", async ({ page, browser, db }) => {
  const created = await createUser(db, { name: "Auto Login", email: uniqueEmail("autologin") });
  const token = await createAutologinToken(db, { userId: created.id, email: created.email, next: "/en/contact-us" });

  await page.goto(`/en/autologin?token=${token}`);
  await expect(page).toHaveURL(/\/en\/contact-us$/);
  expect(await (await page.request.get("/api/auth/sign-in")).json()).toEqual({ isLogged: true, isAnonymous: false });

  const other = await browser.newContext();

  await other.addCookies([rejectedConsentCookie(E2E_ORIGIN)]);
  const second = await other.newPage();
  await second.goto(`/en/autologin?token=${token}`);
  await expect(second).toHaveURL(/\/en\/already-used-link$/);
  await other.close();
});

const PUBLIC_PAGES = ["", "/terms", ...legalDocuments.map((doc) => `/terms/${doc.slug}`), "/contact-us", "/sign-in", "/sign-up"];

for (const locale of ["en", "hi"]) {
  test(`every internal link of the public pages leads somewhere (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const checked = new Map<string, number>();
    for (const path of PUBLIC_PAGES) {
      const response = await page.goto(`/${locale}${path}`);
      expect(response?.status(), `/${locale}${path}`).toBe(200);
      const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== E2E_ORIGIN) continue;
        const target = `${url.pathname}${url.search}`;
        if (!checked.has(target)) checked.set(target, (await page.request.get(target)).status());
        expect(checked.get(target), `${target} linked from /${locale}${path}`).toBeLessThan(400);
      }
    }
    expect(checked.size).toBeGreaterThan(20);
  });
}
