import { describe, expect, it } from "vitest";
import { devOutboxKey } from "../../src/lib/config/dev-outbox";
import { startNotices } from "./start-notices";

const AUTH_SECRET = "s".repeat(40);

describe("what npm start says once it is up", () => {
  it("where the development outbox is, on this machine's port, with its key", () => {
    const notices = startNotices({ PORT: "3999", AUTH_SECRET });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(`http://localhost:3999/dev/outbox?key=${devOutboxKey(AUTH_SECRET)}`);
  });

  it("that PUBLIC_ORIGIN names this machine on another port than PORT", () => {
    const notices = startNotices({ PORT: "3999", PUBLIC_ORIGIN: "http://localhost:3000", AUTH_SECRET });
    expect(notices[1]).toMatch(/PUBLIC_ORIGIN is http:\/\/localhost:3000 but the server listens on PORT=3999/);
  });

  it("nothing in production", () => {
    expect(
      startNotices({ APP_ENV: "production", AUTH_SECRET, SMTP_URL: "smtp://mail.example", PUBLIC_ORIGIN: "https://lingora.example" }),
    ).toEqual([]);
  });
});
