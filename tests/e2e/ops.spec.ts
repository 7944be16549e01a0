import { readFileSync } from "node:fs";
import path from "node:path";
import { devOutboxKey } from "../../src/lib/config/dev-outbox";
import { expect, rejectedConsentCookie, test } from "./support/fixtures";
import { queryE2EDatabase } from "./support/database";

/** The key `npm start` prints: derived from the secret it keeps under .data/. */
const outboxKey = () => devOutboxKey(readFileSync(path.resolve(".data", "auth-secret"), "utf8").trim());

test.describe("the development outbox", () => {
  test.beforeAll(async () => {
    await queryE2EDatabase("insert into outbox_messages (channel, recipient, subject, text, meta) values ('email', 'outbox-probe@example.com', 'Your code', 'Your code is 424242', '{}')");
  });

  test("is not there for another machine, even with the key", async ({ request }) => {
    // The server trusts one proxy hop here: this is a client at 203.0.113.7.
    for (const url of ["/dev/outbox", `/dev/outbox?key=${outboxKey()}`]) {
      const response = await request.get(url, { headers: { "x-forwarded-for": "203.0.113.7" } });
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toContain("424242");
    }
  });

  test("asks this machine for the printed key, and opens with it", async ({ request }) => {
    const withoutKey = await request.get("/dev/outbox");
    const page = await withoutKey.text();
    expect(page).toContain("npm start");
    expect(page).not.toContain("424242");
    const withKey = await request.get(`/dev/outbox?key=${outboxKey()}`);
    expect(withKey.status()).toBe(200);
    expect(await withKey.text()).toContain("outbox-probe@example.com");
  });
});

test.describe("the app opened at 127.0.0.1 instead of localhost", () => {
  test.use({ baseURL: "http://127.0.0.1:3100", consentDecided: false });

  test("signs in anonymously, evaluates flags and goes quiet", async ({ page, context }) => {
    await context.addCookies([rejectedConsentCookie("http://127.0.0.1:3100")]);
    const answers: { url: string; status: number }[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/api/")) answers.push({ url: url.pathname, status: response.status() });
    });
    await page.goto("/en");
    await expect.poll(() => answers.find((a) => a.url.startsWith("/api/growth/api/eval/"))?.status, { timeout: 15_000 }).toBe(200);
    // A first visit makes an anonymous session when the product API is first used.
    const signIn = await page.evaluate(async () => {
      const response = await fetch("/api/identity/sign-in/anonymous", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      return response.status;
    });
    expect(signIn).toBe(200);
    await page.waitForLoadState("networkidle", { timeout: 15_000 });
    expect(answers.filter((a) => a.status === 403)).toEqual([]);
  });
});
