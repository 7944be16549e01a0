import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { identity, PASSWORD, signedInAccount } from "../../tests/support/accounts";
import { TestBrowser } from "../../tests/support/identity-client";
import { getDb } from "@/lib/db";
import { featureFlagRules, products, profileKeeper, profiles, user } from "../schema";
import { seedDatabase } from "../seed";
import { demoAccounts, DEMO_PASSWORD } from "../demo-accounts";
import {
  createSession,
  createUser,
  enableTwoFactor,
  expireSession,
  findUserByEmail,
  makeAdmin,
  putInKeeper,
  revokeAdmin,
  startExperiment,
  stopExperiment,
} from ".";

const secret = () => process.env.AUTH_SECRET!;
const db = () => getDb();

async function sessionAnswer(cookie: { name: string; value: string }) {
  const response = await identity(
    new Request("http://localhost:3000/api/identity/get-session", { headers: { cookie: `${cookie.name}=${cookie.value}` } }),
  );
  return (await response.json()) as { user?: { id: string } } | null;
}

describe("identity factories", () => {
  it("a created account signs in with its password through the identity service", async () => {
    const created = await createUser(db(), { name: "Factory Made", password: PASSWORD });
    const browser = new TestBrowser();
    const signIn = await browser.call(identity, "/api/identity/sign-in/email", { body: { email: created.email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    expect(browser.hasSessionCookie()).toBe(true);
    const [row] = await db().select().from(user).where(eq(user.id, created.id));
    expect(row).toMatchObject({ name: "Factory Made", emailVerified: true, isAnonymous: false, role: "user", locale: "en" });
  });

  it("a created session's signed cookie is accepted; expired, it is not", async () => {
    const created = await createUser(db());
    const session = await createSession(db(), created.id, { secret: secret() });
    expect(session.cookie.name).toBe("better-auth.session_token");
    expect((await sessionAnswer(session.cookie))?.user?.id).toBe(created.id);
    await expireSession(db(), session.token);
    expect(await sessionAnswer(session.cookie)).toBeNull();
  });

  it("signedInAccount (tests/support) holds a session that the id-token endpoint accepts", async () => {
    const account = await signedInAccount();
    expect(account.token.split(".")).toHaveLength(3);
    const [row] = await db().select().from(user).where(eq(user.id, account.userId));
    expect(row?.email).toBe(account.email);
  });

  it("a cookie signed with another secret is refused", async () => {
    const created = await createUser(db());
    const session = await createSession(db(), created.id, { secret: "another-secret-0123456789abcdef0123456789" });
    expect(await sessionAnswer(session.cookie)).toBeNull();
  });

  it("roles, two-step sign-in, keeper values and experiments say what they set up", async () => {
    const created = await createUser(db());
    await makeAdmin(db(), created.id);
    await enableTwoFactor(db(), created.id);
    expect((await db().select().from(user).where(eq(user.id, created.id)))[0]).toMatchObject({ role: "admin", twoFactorEnabled: true });
    await revokeAdmin(db(), created.id);
    expect((await db().select().from(user).where(eq(user.id, created.id)))[0]?.role).toBe("user");
    await putInKeeper(db(), created.id, "ff_experiments_involved", "older");
    expect((await db().select().from(profileKeeper).where(eq(profileKeeper.userId, created.id)))[0]?.value).toBe('"older"');
    await startExperiment(db(), { flag: "sticky_header", key: "factory-exp", condition: { email: created.email } });
    await stopExperiment(db(), "factory-exp");
    expect((await db().select().from(featureFlagRules).where(eq(featureFlagRules.experimentKey, "factory-exp")))[0]?.status).toBe(
      "stopped",
    );
  });
});

describe("the seed", () => {
  it("creates the demo accounts through the factories, once", async () => {
    await seedDatabase(db(), { demoAccounts: true });
    await seedDatabase(db(), { demoAccounts: true });
    const premium = demoAccounts.find((demo) => demo.id === "demo-courses-premium")!;
    expect((await findUserByEmail(db(), premium.email))?.id).toBe(premium.id);
    expect(await db().select().from(products).where(eq(products.ownerId, premium.id))).toHaveLength(1);
    expect((await db().select().from(profiles).where(eq(profiles.userId, "demo-ukraine")))[0]?.freeForUkraine).toBe(true);
    const browser = new TestBrowser();
    const signIn = await browser.call(identity, "/api/identity/sign-in/email", { body: { email: premium.email, password: DEMO_PASSWORD } });
    expect(signIn.status).toBe(200);
  });
});
