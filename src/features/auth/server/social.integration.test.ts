import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFreePort } from "../../../../tests/support/free-port";
import { latestCodeFor, TestBrowser } from "../../../../tests/support/identity-client";

/** The social sign-in start, over HTTP, against a real OpenID Connect provider (npm oidc-provider). */
describe("social sign-in start", () => {
  let server: import("node:http").Server;
  let issuer = "";

  beforeAll(async () => {
    const port = await findFreePort();
    issuer = `http://127.0.0.1:${port}`;
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: "lingora-it",
          client_secret: "lingora-it-secret",
          redirect_uris: ["http://localhost:3000/api/identity/callback/oidc", "http://localhost:3000/api/identity/oauth2/callback/oidc"],
        },
      ],
      cookies: { keys: ["it-key"] },
    });
    server = provider.listen(port);
    // Read by the app's config module on first use in this file.
    process.env.OIDC_ISSUER = issuer;
    process.env.OIDC_CLIENT_ID = "lingora-it";
    process.env.OIDC_CLIENT_SECRET = "lingora-it-secret";
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function start(browser: TestBrowser, query: string) {
    const { GET } = await import("@/app/api/[...path]/route");
    return browser.call(GET, `/api/auth/social?${query}`);
  }

  it("sends a visitor to the provider's authorization endpoint with PKCE and state", async () => {
    const response = await start(new TestBrowser(), "provider=oidc&locale=en&mode=popup&next=/en");
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get("location")!);
    expect(`${location.origin}`).toBe(issuer);
    expect(location.searchParams.get("client_id")).toBe("lingora-it");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("state")).toBeTruthy();
    expect(location.searchParams.get("redirect_uri")).toMatch(/\/api\/identity\/(oauth2\/)?callback\/oidc$/);
    expect(location.searchParams.get("prompt")).toBeNull();
  });

  it("asks the provider to authenticate again for a re-authentication, also for a signed-in person", async () => {
    const { POST: identityPost, GET: identityGet } = await import("@/app/api/identity/[...all]/route");
    const identity = (request: Request) => (request.method === "GET" ? identityGet(request) : identityPost(request));
    const browser = new TestBrowser();
    const email = `social${Date.now()}@example.com`;
    await browser.call(identity, "/api/identity/sign-up/email", { body: { name: "Ada", email, password: "correct horse battery staple" } });
    await browser.call(identity, "/api/identity/email-otp/verify-email", { body: { email, otp: await latestCodeFor(email) } });

    const response = await start(browser, "provider=oidc&locale=en&mode=popup&next=/en/profile/settings&reauth=true");
    const location = new URL(response.headers.get("location")!);
    expect(`${location.origin}`).toBe(issuer);
    expect(location.searchParams.get("prompt")).toBe("login");
    expect(location.searchParams.get("max_age")).toBe("0");
  });

  it("an unknown provider is reported as auth-domain-config-required", async () => {
    const response = await start(new TestBrowser(), "provider=myspace&locale=uk&mode=popup");
    expect(response.headers.get("location")).toContain("/uk/auth/popup-complete");
    expect(response.headers.get("location")).toContain("error=auth-domain-config-required");
  });
});
