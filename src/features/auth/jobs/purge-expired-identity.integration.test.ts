import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, user, verification } from "@db/schema";
import { getDb } from "@/lib/db";
import { purgeExpiredIdentity } from "./purge-expired-identity";

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

async function makeUser(input: { isAnonymous: boolean; updatedAt: Date }) {
  const id = randomUUID();
  await getDb()
    .insert(user)
    .values({
      id,
      name: "Guest",
      email: `${id}@anonymous.lingora.invalid`,
      isAnonymous: input.isAnonymous,
      updatedAt: input.updatedAt,
      createdAt: input.updatedAt,
    });
  return id;
}

async function makeSession(userId: string, input: { createdAt: Date; updatedAt: Date; expiresAt: Date }) {
  const id = randomUUID();
  await getDb()
    .insert(session)
    .values({ id, token: randomUUID(), userId, ...input });
  return id;
}

describe("the job purging expired identity records", () => {
  it("purges anonymous accounts inactive for 30 days, keeps active and registered ones", async () => {
    const stale = await makeUser({ isAnonymous: true, updatedAt: daysAgo(31) });
    const staleButActive = await makeUser({ isAnonymous: true, updatedAt: daysAgo(40) });
    await makeSession(staleButActive, { createdAt: daysAgo(40), updatedAt: daysAgo(2), expiresAt: daysAgo(-10) });
    const fresh = await makeUser({ isAnonymous: true, updatedAt: daysAgo(5) });
    const registered = await makeUser({ isAnonymous: false, updatedAt: daysAgo(400) });

    await purgeExpiredIdentity();

    const exists = async (id: string) => (await getDb().select().from(user).where(eq(user.id, id))).length === 1;
    expect(await exists(stale)).toBe(false);
    expect(await exists(staleButActive)).toBe(true);
    expect(await exists(fresh)).toBe(true);
    expect(await exists(registered)).toBe(true);
  });

  it("ends sessions past their idle expiry or 60 days after sign-in", async () => {
    const owner = await makeUser({ isAnonymous: false, updatedAt: new Date() });
    const expired = await makeSession(owner, { createdAt: daysAgo(20), updatedAt: daysAgo(15), expiresAt: daysAgo(1) });
    const tooOld = await makeSession(owner, { createdAt: daysAgo(61), updatedAt: daysAgo(1), expiresAt: daysAgo(-13) });
    const live = await makeSession(owner, { createdAt: daysAgo(10), updatedAt: daysAgo(1), expiresAt: daysAgo(-13) });

    await purgeExpiredIdentity();

    const remaining = (await getDb().select({ id: session.id }).from(session).where(eq(session.userId, owner))).map((row) => row.id);
    expect(remaining).toEqual([live]);
    expect(remaining).not.toContain(expired);
    expect(remaining).not.toContain(tooOld);
  });

  it("deletes verification codes a day past their expiry, keeps the others", async () => {
    const values = (expiresAt: Date) => ({ id: randomUUID(), identifier: `test-${randomUUID()}`, value: "code", expiresAt });
    const old = values(daysAgo(2));
    const recent = values(new Date(Date.now() - 60 * 60 * 1000));
    const valid = values(daysAgo(-1));
    await getDb().insert(verification).values([old, recent, valid]);

    await purgeExpiredIdentity();

    const ids = (await getDb().select({ id: verification.id }).from(verification)).map((row) => row.id);
    expect(ids).not.toContain(old.id);
    expect(ids).toEqual(expect.arrayContaining([recent.id, valid.id]));
  });

  it("is harmless when run twice: the second run deletes nothing more", async () => {
    const owner = await makeUser({ isAnonymous: false, updatedAt: new Date() });
    const live = await makeSession(owner, { createdAt: daysAgo(1), updatedAt: daysAgo(1), expiresAt: daysAgo(-13) });
    await makeSession(owner, { createdAt: daysAgo(3), updatedAt: daysAgo(2), expiresAt: daysAgo(1) });

    await purgeExpiredIdentity();
    await purgeExpiredIdentity();

    const remaining = (await getDb().select({ id: session.id }).from(session).where(eq(session.userId, owner))).map((row) => row.id);
    expect(remaining).toEqual([live]);
  });
});
