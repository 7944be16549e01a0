import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from "../../db/embedded";
import { isBuildFreshFor } from "../../scripts/lib/run-build";
import { devOutboxKey } from "../../src/lib/config/dev-outbox";
import { parseConfig } from "../../src/lib/config/parse-config";
import { addOutboxMessage } from "../../db/factories";
import { expect, rejectedConsentCookie, test } from "./support/fixtures";
import { message } from "./support/messages";

/** The key `npm start` prints: derived from the secret it keeps under .data/. */
const outboxKey = () => devOutboxKey(readFileSync(path.resolve(".data", "auth-secret"), "utf8").trim());

test.describe("the development outbox", () => {
  test.beforeAll(async ({ db }) => {
    await addOutboxMessage(db, { recipient: "outbox-probe@example.com", subject: "Your code", text: "Your code is 424242" });
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

test("a refused flag evaluation and anonymous sign-in leave no requests running", async ({ page }) => {
  const refused = { evaluations: 0, signIns: 0 };
  const forbidden = {
    status: 403,
    contentType: "application/json",
    body: '{"error":{"code":"forbidden","message":"Cross-site requests are not allowed."}}',
  };
  await page.route("**/api/growth/api/eval/**", (route) => {
    refused.evaluations += 1;
    return route.fulfill(forbidden);
  });
  await page.route("**/api/identity/sign-in/anonymous", (route) => {
    refused.signIns += 1;
    return route.fulfill(forbidden);
  });
  await page.goto("/en");
  await page.waitForLoadState("networkidle", { timeout: 15_000 });
  const settled = { ...refused };
  await page
    .getByRole("link", { name: message("en", "nav.signIn") })
    .first()
    .click();
  await page.waitForLoadState("networkidle", { timeout: 15_000 });
  expect(refused.evaluations).toBeLessThanOrEqual(settled.evaluations + 2);
  expect(refused.signIns).toBeLessThanOrEqual(settled.signIns + 2);
});

test("sign-in says the service is temporarily unavailable when identity answers 503", async ({ page }) => {
  await page.route("**/api/identity/sign-in/email", (route) =>
    route.fulfill({
      status: 503,
      headers: { "Retry-After": "10" },
      contentType: "application/json",
      body: '{"code":"SERVICE_UNAVAILABLE","message":"Try again shortly."}',
    }),
  );
  await page.goto("/pl/sign-in");
  await page.getByLabel(message("pl", "auth.email")).fill("someone@example.com");
  await page.getByLabel(message("pl", "auth.password"), { exact: true }).fill("a password long enough");
  await page.getByRole("button", { name: message("pl", "auth.signInButton") }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(message("pl", "authErrors.service-unavailable"));
});

test.describe("the app started on another port (3101), on its own database", () => {
  test.describe.configure({ mode: "serial" });
  const PORT = 3101;
  const dbDir = ".data/e2e-ops-pg";
  // Below Linux's ephemeral range (32768–60999): this database starts mid-run, when the suite's own
  // connections hold many ports of that range, and one of them once held 54332.
  const dbPort = 27432;
  let database: EmbeddedDatabase | undefined;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = await startEmbeddedPostgres({ dataDir: dbDir, port: dbPort, fresh: true });
    await ensureDatabase(database.adminUrl, "lingora");
    // PUBLIC_ORIGIN stays the build's (the browser tests' server on 3100): the case of a first run
    // on another port with the origin left as it was. The same build serves it: no rebuild.
    const env = {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_ORIGIN: "http://localhost:3100",
      DATABASE_URL: database.urlFor("lingora"),
      LOG_LEVEL: "warn",
      TRUST_PROXY_HOPS: "0",
    };
    expect(isBuildFreshFor(parseConfig(env)), "the build must match this server's settings").toBe(true);
    server = spawn(process.execPath, ["scripts/start.mjs"], { env, stdio: ["ignore", "ignore", "inherit"] });
    await expect
      .poll(
        async () =>
          fetch(`http://localhost:${PORT}/readyz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 150_000, intervals: [1000] },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await database?.stop();
  });

  for (const host of ["localhost", "127.0.0.1"]) {
    test(`opened at http://${host}:${PORT}: anonymous sign-in and flag evaluation work, then the page goes quiet`, async ({
      page,
      context,
    }) => {
      const origin = `http://${host}:${PORT}`;
      await context.addCookies([rejectedConsentCookie(origin)]);
      const refused: string[] = [];
      let evaluation = 0;
      page.on("response", (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith("/api/growth/api/eval/")) evaluation = response.status();
        if (response.status() === 403) refused.push(pathname);
      });
      await page.goto(`${origin}/en`);
      await expect
        .poll(async () => (await page.request.get(`${origin}/api/auth/sign-in`)).json(), { timeout: 15_000 })
        .toEqual({ isLogged: true, isAnonymous: true });
      await expect.poll(() => evaluation, { timeout: 15_000 }).toBe(200);
      await page.waitForLoadState("networkidle", { timeout: 15_000 });
      expect(refused).toEqual([]);
    });
  }

  test("while PostgreSQL is down: the unavailable page (503, Retry-After), never a 404; back without a restart", async ({ page }) => {
    test.setTimeout(120_000);
    const origin = `http://localhost:${PORT}`;
    await database!.stop();
    // The first page to meet the outage: the unavailable message, not "Page not found" or "Something went wrong".
    await page.goto(`${origin}/uk/admin`);
    await expect(page.getByRole("heading", { name: message("uk", "errors.unavailableTitle") })).toBeVisible();
    await expect(page.getByText(message("uk", "errors.notFoundTitle"))).toHaveCount(0);
    // From then on: 503 with Retry-After for every page.
    for (const url of ["/uk/admin", "/de/profile", "/en"]) {
      const response = await page.goto(`${origin}${url}`);
      expect(response?.status()).toBe(503);
      expect(Number(response?.headers()["retry-after"])).toBeGreaterThan(0);
    }
    await expect(page.getByRole("heading", { name: message("en", "errors.unavailableTitle") })).toBeVisible();
    await expect(page.getByText(message("en", "errors.unavailableBody"))).toBeVisible();
    await expect(page.getByRole("link", { name: message("en", "errors.tryAgain") })).toBeVisible();
    await page.screenshot({ path: "test-results/ops-unavailable-en.png" });

    database = await startEmbeddedPostgres({ dataDir: dbDir, port: dbPort });
    await expect.poll(async () => (await page.request.get(`${origin}/en`)).status(), { timeout: 30_000 }).toBe(200);
    await page.goto(`${origin}/en`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("en", "home.hero.title"));
  });
});
