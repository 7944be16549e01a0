import { describe, expect, it } from "vitest";
import { devOutboxKey } from "../../src/lib/config/dev-outbox";
import { devOutboxNotice } from "./dev-outbox-notice";

const AUTH_SECRET = "s".repeat(40);

describe("the start-up line about the development outbox", () => {
  it("says where the outbox is, on this machine's port, with its key", () => {
    expect(devOutboxNotice({ PORT: "3999", AUTH_SECRET })).toContain(`http://localhost:3999/dev/outbox?key=${devOutboxKey(AUTH_SECRET)}`);
  });

  it("says nothing in production", () => {
    expect(
      devOutboxNotice({ APP_ENV: "production", AUTH_SECRET, SMTP_URL: "smtp://mail.example", PUBLIC_ORIGIN: "https://lingora.example" }),
    ).toBeNull();
  });
});
