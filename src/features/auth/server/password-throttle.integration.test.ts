import { describe, expect, it } from "vitest";
import { GET as getSignIn } from "@/app/api/[...path]/route";
import { identity, PASSWORD, registeredAccount } from "../../../../tests/support/accounts";
import { TestBrowser } from "../../../../tests/support/identity-client";
import { ACCOUNT_PASSWORD_LIMITS } from "./password-throttle";

/** Password guessing from many addresses is slowed per account, without locking the owner out. */
const PER_WINDOW = ACCOUNT_PASSWORD_LIMITS[0].max;
let address = 10;
const freshAddress = () => `198.51.100.${(address += 1)}`;

async function account() {
  const { browser: owner, email } = await registeredAccount(freshAddress());
  return { owner, email: email! };
}

const attempt = async (browser: TestBrowser, email: string, password: string) => {
  const response = await browser.call(identity, "/api/identity/sign-in/email", { body: { email, password } });
  return { status: response.status, body: (await response.json()) as { code?: string }, retryAfter: response.headers.get("retry-after") };
};

describe("per-account password slowdown", () => {
  it("wrong passwords from many addresses stop even the right one, alike for known and unknown accounts", async () => {
    const { email } = await account();
    const unknown = `nobody${Date.now()}@example.com`;
    for (let i = 0; i < PER_WINDOW; i += 1) {
      // Each guess from its own address: the per-address limits never see more than one.
      const known = await attempt(new TestBrowser(freshAddress()), email, `wrong guess number ${i}`);
      const missing = await attempt(new TestBrowser(freshAddress()), unknown, `wrong guess number ${i}`);
      expect(known.status).toBe(401);
      expect(missing).toEqual(known);
    }
    const right = await attempt(new TestBrowser(freshAddress()), email, PASSWORD);
    const rightForUnknown = await attempt(new TestBrowser(freshAddress()), unknown, PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe("TOO_MANY_REQUESTS");
    expect(Number(right.retryAfter)).toBeGreaterThan(0);
    expect(rightForUnknown.status).toBe(right.status);
    expect(rightForUnknown.body).toEqual(right.body);
  });

  it("the owner's own browser is not locked out, and a right password clears the count", async () => {
    const { owner, email } = await account();
    // The owner signed in on this browser before: it carries the known-device mark.
    await owner.call(identity, "/api/identity/sign-out", { body: {} });
    for (let i = 0; i < PER_WINDOW; i += 1) await attempt(new TestBrowser(freshAddress()), email, `attacker guess ${i}`);
    expect((await attempt(new TestBrowser(freshAddress()), email, PASSWORD)).status).toBe(429);

    const mine = await attempt(owner, email, PASSWORD);
    expect(mine.status).toBe(200);
    expect(((await (await owner.call(getSignIn, "/api/auth/sign-in")).json()) as { isLogged: boolean }).isLogged).toBe(true);
    // Success cleared the account's count: a new browser may try again.
    expect((await attempt(new TestBrowser(freshAddress()), email, PASSWORD)).status).toBe(200);
  });

  it("a forged known-device mark does not help", async () => {
    const { email } = await account();
    for (let i = 0; i < PER_WINDOW; i += 1) await attempt(new TestBrowser(freshAddress()), email, `attacker guess ${i}`);
    const forger = new TestBrowser(freshAddress());
    const response = await identity(
      new Request("http://localhost:3000/api/identity/sign-in/email", {
        method: "POST",
        headers: {
          ...Object.fromEntries(forger.request("/").headers),
          "content-type": "application/json",
          cookie: "lingora_known_device=AAAAAAAAAAAAAAAAAAAAAA",
        },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    );
    expect(response.status).toBe(429);
  });
});
