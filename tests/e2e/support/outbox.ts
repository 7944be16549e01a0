import { expect } from "@playwright/test";
import { queryE2EDatabase } from "./database";

/** Waits for the newest emailed code to an address in the development outbox. */
export async function codeFromOutbox(email: string, after: Date): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const rows = await queryE2EDatabase<{ code: string }>(
        "select meta->>'code' as code from outbox_messages where recipient = $1 and created_at >= $2 order by created_at desc limit 1",
        [email, after],
      );
      code = rows[0]?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The newest link we emailed to an address (development outbox). */
export async function linkFromOutbox(email: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const rows = await queryE2EDatabase<{ link: string }>(
        "select meta->>'link' as link from outbox_messages where recipient = $1 and meta->>'link' is not null order by created_at desc limit 1",
        [email],
      );
      link = rows[0]?.link ?? "";
      return link;
    })
    .toContain("/auth/action?");
  return link;
}
