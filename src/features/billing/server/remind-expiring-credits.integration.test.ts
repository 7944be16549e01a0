import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createUser } from "@db/factories";
import { getDb } from "@/lib/db";
import type { EmailMessage } from "@/lib/delivery";
import { grantCredits } from "./grant-credits";
import { remindExpiringCredits } from "./remind-expiring-credits";
import { spendCredits } from "./spend-credits";

const HOUR = 60 * 60 * 1000;
const now = new Date("2026-03-10T12:00:00Z");
const hours = (n: number) => new Date(now.getTime() + n * HOUR);

async function grant(userId: string, amount: number, expiresAt: Date) {
  await grantCredits({ userId, amount, source: "pack", expiresAt, idempotencyKey: randomUUID(), reason: "test pack", now });
}

function outbox() {
  const sent: EmailMessage[] = [];
  return { sent, send: async (message: EmailMessage) => void sent.push(message) };
}

describe("credit expiry reminders", () => {
  it("emails a week before and on the last day, once each, in the person's language", async () => {
    const person = await createUser(getDb(), { locale: "uk" });
    await grant(person.id, 3, hours(5 * 24));
    await grant(person.id, 2, hours(40 * 24));
    const { sent, send } = outbox();

    await remindExpiringCredits(now, getDb(), send);
    await remindExpiringCredits(hours(1), getDb(), send);
    const mine = () => sent.filter((message) => message.to === person.email);
    expect(mine()).toHaveLength(1);
    expect(mine()[0]).toMatchObject({
      subject: "Ваші кредити на заняття з репетитором скоро згорять",
      meta: { kind: "credits-expiring:week", locale: "uk", credits: "3" },
    });
    expect(mine()[0]!.text).toContain("15 березня 2026 р. спливає термін дії 3 кредитів на заняття з репетитором.");
    expect(mine()[0]!.text).toContain("http://localhost:3000/uk/profile/settings/tutoring-credits");

    await remindExpiringCredits(hours(4 * 24 + 12), getDb(), send);
    await remindExpiringCredits(hours(4 * 24 + 13), getDb(), send);
    expect(mine()).toHaveLength(2);
    expect(mine()[1]).toMatchObject({
      subject: "Останній день, щоб використати кредити на заняття з репетитором",
      meta: { kind: "credits-expiring:day" },
    });
  });

  it("says nothing about credits already spent, and waits for an address a visitor does not have", async () => {
    const spender = await createUser(getDb());
    await grant(spender.id, 1, hours(48));
    await spendCredits({ userId: spender.id, amount: 1, idempotencyKey: randomUUID(), reason: "lesson", now });
    const visitor = await createUser(getDb(), { email: `visitor-${randomUUID()}@anonymous.lingora.invalid` });
    await grant(visitor.id, 2, hours(48));
    const { sent, send } = outbox();

    await remindExpiringCredits(now, getDb(), send);
    expect(sent.filter((message) => [spender.email, visitor.email].includes(message.to))).toEqual([]);
  });

  it("marks nothing when sending fails, reminds everyone else in the same run, and fails the run for a retry", async () => {
    const bounced = await createUser(getDb());
    const fine = await createUser(getDb());
    await grant(bounced.id, 4, hours(24 * 6));
    await grant(fine.id, 1, hours(24 * 6));
    const first = outbox();
    const failingForOne = async (message: EmailMessage) => {
      if (message.to === bounced.email) throw new Error("SMTP refused the address");
      await first.send(message);
    };
    await expect(remindExpiringCredits(now, getDb(), failingForOne)).rejects.toThrow("credit expiry reminder(s) failed");
    expect(first.sent.filter((message) => message.to === fine.email)).toHaveLength(1);

    const retry = outbox();
    await remindExpiringCredits(hours(1), getDb(), retry.send);
    expect(retry.sent.map((message) => [message.to, message.meta?.kind])).toEqual([[bounced.email, "credits-expiring:week"]]);
  });
});
