import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFreePort } from "../../../../tests/support/free-port";
import { TestBrowser } from "../../../../tests/support/identity-client";

/**
 * With the mail server down, a person is told the message could not be sent (503,
 * message-not-sent, Retry-After) instead of "we sent you a code"; once it is back, the same
 * action works and the message arrives.
 */
describe("identity messages when SMTP is down", () => {
  let port = 0;
  let server: SMTPServer | undefined;
  const received: string[] = [];

  beforeAll(async () => {
    port = await findFreePort();
    // Read by the config module on first use in this file; nothing listens there yet.
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
  });

  async function startSmtp() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        stream.on("data", () => {});
        stream.on("end", () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
  }

  it("sign-up, code requests and sign-in links answer message-not-sent, then work when the server is back", async () => {
    const { POST } = await import("@/app/api/identity/[...all]/route");
    const browser = new TestBrowser();
    const email = `smtp${Date.now()}@example.com`;

    const signUp = await browser.call(POST, "/api/identity/sign-up/email", {
      body: { name: "Ada", email, password: "correct horse battery staple" },
    });
    expect(signUp.status).toBe(503);
    expect(signUp.headers.get("retry-after")).toBe("60");
    expect(((await signUp.json()) as { code: string }).code).toBe("MESSAGE_NOT_SENT");

    const resend = await browser.call(POST, "/api/identity/email-otp/send-verification-otp", {
      body: { email, type: "email-verification" },
    });
    expect(resend.status).toBe(503);
    const link = await browser.call(POST, "/api/identity/email-link/send", { body: { email } });
    expect(link.status).toBe(503);

    await startSmtp();
    // The retry of the same sign-up (the account exists, unconfirmed) sends a fresh code.
    const retry = await browser.call(POST, "/api/identity/sign-up/email", {
      body: { name: "Ada", email, password: "correct horse battery staple" },
    });
    expect(retry.status).toBe(200);
    await expect.poll(() => received.includes(email)).toBe(true);
  });
});
