import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFreePort } from "../../../tests/support/free-port";

/** Real SMTP: nodemailer talks to a local smtp-server, which records what arrives. */
describe("email over SMTP", () => {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  let server: SMTPServer;

  beforeAll(async () => {
    const port = await findFreePort();
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    // Read by the config module on first use in this file.
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    process.env.MAIL_FROM = "Lingora <no-reply@lingora.test>";
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("delivers a translated code email with plain-text and HTML parts, and writes nothing to the outbox", async () => {
    const { sendEmail } = await import("./send-email");
    const { renderCodeEmail } = await import("@/features/auth/server/auth-emails");
    const { getDb } = await import("@/lib/db");
    const { outboxMessages } = await import("@db/schema");
    const before = await getDb().$count(outboxMessages);

    await sendEmail(await renderCodeEmail({ to: "olena@example.com", code: "482913", kind: "forget-password", locale: "uk" }));

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe("no-reply@lingora.test");
    expect(mail.to).toEqual(["olena@example.com"]);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail.raw).toContain("482913");
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/m); // the Ukrainian subject, encoded
    expect(await getDb().$count(outboxMessages)).toBe(before);
  });
});
