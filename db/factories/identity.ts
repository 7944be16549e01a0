import { randomBytes, randomUUID, createHash } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { testUtils } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { emailActionCodes, identitySchema, session, user } from "../schema";
import type { FactoryDb } from "./database";

/**
 * Identity factories: accounts and sessions written through better-auth's own internal adapter
 * (the code sign-up and sign-in use), not hand-made rows. The seed, the integration tests and
 * the browser tests' `login` fixture all create people here.
 */

/** What a test or the seed may choose about a new account; everything else has a valid default. */
export interface NewUser {
  id?: string;
  name?: string;
  email?: string;
  emailVerified?: boolean;
  /** Adds a password (credential) account, so the person can also sign in with the form. */
  password?: string | null;
  locale?: string | null;
  role?: "user" | "admin";
  twoFactorEnabled?: boolean;
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean | null;
}

export interface CreatedUser {
  id: string;
  name: string;
  email: string;
  password: string | null;
}

/** A session as the browser keeps it: better-auth's HMAC-signed session cookie. */
export interface CreatedSession {
  userId: string;
  token: string;
  cookie: { name: string; value: string };
}

let sequence = 0;
const writers = new WeakMap<FactoryDb, Map<string, ReturnType<typeof identityWriter>>>();

/**
 * A better-auth instance over `db` with the fields our users carry, used only to write: no
 * routes are served from it. `secret` must be the app's AUTH_SECRET for its session cookies to
 * be accepted (only sessions need it).
 */
function identityWriter(db: FactoryDb, secret: string) {
  return betterAuth({
    secret,
    baseURL: "http://localhost",
    database: drizzleAdapter(db, { provider: "pg", schema: identitySchema }),
    telemetry: { enabled: false },
    logger: { disabled: true },
    emailAndPassword: { enabled: true },
    user: {
      additionalFields: {
        locale: { type: "string", required: false },
        role: { type: "string", required: false },
        isAnonymous: { type: "boolean", required: false },
        twoFactorEnabled: { type: "boolean", required: false },
        phoneNumber: { type: "string", required: false },
        phoneNumberVerified: { type: "boolean", required: false },
      },
    },
    plugins: [testUtils()],
  });
}

async function identityContext(db: FactoryDb, secret = WRITE_ONLY_SECRET) {
  let bySecret = writers.get(db);
  if (!bySecret) writers.set(db, (bySecret = new Map()));
  let writer = bySecret.get(secret);
  if (!writer) bySecret.set(secret, (writer = identityWriter(db, secret)));
  return writer.$context;
}

/** Writing accounts signs nothing: any secret will do when no session is made. */
const WRITE_ONLY_SECRET = randomBytes(32).toString("base64url");

/** A verified account (with the password, when given) as a completed sign-up leaves it. */
export async function createUser(db: FactoryDb, overrides: NewUser = {}): Promise<CreatedUser> {
  sequence += 1;
  const { password = null, ...fields } = overrides;
  const ctx = await identityContext(db);
  const built = ctx.test.createUser({
    name: "Ada Learner",
    email: `learner-${Date.now()}-${sequence}-${randomBytes(3).toString("hex")}@example.com`,
    emailVerified: true,
    locale: "en",
    role: "user",
    isAnonymous: false,
    twoFactorEnabled: false,
    ...fields,
  });
  const saved = await ctx.test.saveUser(built);
  if (password) {
    await ctx.internalAdapter.linkAccount({
      userId: saved.id,
      providerId: "credential",
      accountId: saved.id,
      password: await ctx.password.hash(password),
    });
  }
  return { id: saved.id, name: saved.name, email: saved.email, password };
}

/** Finds a registered account by its address (e.g. a seeded demo account). */
export async function findUserByEmail(db: FactoryDb, email: string): Promise<CreatedUser | null> {
  const ctx = await identityContext(db);
  const found = await ctx.internalAdapter.findUserByEmail(email.toLowerCase());
  return found ? { id: found.user.id, name: found.user.name, email: found.user.email, password: null } : null;
}

/** Finds an account by its id. */
export async function findUserById(db: FactoryDb, id: string): Promise<CreatedUser | null> {
  const ctx = await identityContext(db);
  const found = await ctx.internalAdapter.findUserById(id);
  return found ? { id: found.id, name: found.name, email: found.email, password: null } : null;
}

/** A signed-in session for the account, and the signed cookie a real sign-in would set. */
export async function createSession(db: FactoryDb, userId: string, options: { secret: string }): Promise<CreatedSession> {
  const ctx = await identityContext(db, options.secret);
  const login = await ctx.test.login({ userId });
  const cookie = login.cookies[0]!;
  return { userId, token: login.token, cookie: { name: cookie.name, value: cookie.value } };
}

/** The session ends as if it had run out (its expiry passes). */
export async function expireSession(db: FactoryDb, token: string): Promise<void> {
  await db
    .update(session)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(session.token, token));
}

/** What `npm run admin:grant` does (the only way the product grants the role). */
export async function makeAdmin(db: FactoryDb, userId: string): Promise<void> {
  await db.update(user).set({ role: "admin", updatedAt: new Date() }).where(eq(user.id, userId));
}

/** What `npm run admin:grant -- --revoke` does. */
export async function revokeAdmin(db: FactoryDb, userId: string): Promise<void> {
  await db.update(user).set({ role: "user", updatedAt: new Date() }).where(eq(user.id, userId));
}

/** Two-step sign-in switched on, codes by email (no authenticator app enrolled, no phone). */
export async function enableTwoFactor(db: FactoryDb, userId: string): Promise<void> {
  await db.update(user).set({ twoFactorEnabled: true, updatedAt: new Date() }).where(eq(user.id, userId));
}

/**
 * An autologin link's one-time code (as `npm run auth:autologin-link` makes one): returns the
 * token for `/<locale>/autologin?token=…`. Only its hash is stored.
 */
export async function createAutologinToken(
  db: FactoryDb,
  options: { userId: string; email: string; next: string; expiresInSeconds?: number },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(emailActionCodes).values({
    id: randomUUID(),
    codeHash: createHash("sha256").update(token).digest("base64url"),
    mode: "autologin",
    userId: options.userId,
    email: options.email,
    payload: { next: options.next },
    expiresAt: new Date(Date.now() + (options.expiresInSeconds ?? 3600) * 1000),
  });
  return token;
}
