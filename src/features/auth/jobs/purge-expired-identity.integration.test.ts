import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, user } from "@db/schema";
import { getDb } from "@/lib/db";
import { runMaintenance } from "./maintenance";

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

describe("maintenance", () => {
  it("purges anonymous accounts inactive for 30 days, keeps active and registered ones", async () => {
    const stale = await makeUser({ isAnonymous: true, updatedAt: daysAgo(31) });
    const staleButActive = await makeUser({ isAnonymous: true, updatedAt: daysAgo(40) });
    await makeSession(staleButActive, { createdAt: daysAgo(40), updatedAt: daysAgo(2), expiresAt: daysAgo(-10) });
    const fresh = await makeUser({ isAnonymous: true, updatedAt: daysAgo(5) });
    const registered = await makeUser({ isAnonymous: false, updatedAt: daysAgo(400) });

    await runMaintenance();

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

    await runMaintenance();

    const remaining = (await getDb().select({ id: session.id }).from(session).where(eq(session.userId, owner))).map((row) => row.id);
    expect(remaining).toEqual([live]);
    expect(remaining).not.toContain(expired);
    expect(remaining).not.toContain(tooOld);
  });
});
