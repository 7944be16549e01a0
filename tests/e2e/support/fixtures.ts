import { randomUUID } from "node:crypto";
import { test as base, type BrowserContext } from "@playwright/test";
import { createSession, createUser, type CreatedUser, type FactoryDb, type NewUser } from "../../../db/factories";
import { connectE2EDatabase, e2eAuthSecret } from "./database";

/** The signed-in mark's name in local storage (src/features/auth/client/auth-storage.ts, spec section 3). */
const WITH_AUTH_KEY = "withAuth";

export { expect, type Page } from "@playwright/test";

/** The password the browser tests' own accounts use. */
export const TEST_PASSWORD = "river piano sunrise 42";

/**
 * The consent cookie vanilla-cookieconsent writes after "Reject all" (necessary only), so tests
 * about other things start with the banner answered. Specs about consent set `consentDecided: false`.
 */
export function rejectedConsentCookie(origin: string) {
  return consentCookie(origin, ["necessary"]);
}

/** A stored consent choice with these categories accepted. */
export function consentCookie(origin: string, categories: string[]) {
  const now = new Date();
  const value = {
    categories,
    revision: 1,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: randomUUID(),
    services: { necessary: [], analytics: [], marketing: [] },
    languageCode: "en",
    lastConsentTimestamp: now.toISOString(),
    expirationTime: now.getTime() + 182 * 24 * 60 * 60 * 1000,
  };
  return { name: "lingora_consent", value: encodeURIComponent(JSON.stringify(value)), url: origin, sameSite: "Lax" as const };
}

/** The app under test (playwright.config.ts). */
export const E2E_ORIGIN = "http://localhost:3100";

/** A person the `login` fixture signed in (their password is TEST_PASSWORD unless chosen). */
export type TestUser = CreatedUser & { password: string | null };

export interface LoginOptions extends NewUser {
  /** Signs this existing account in (e.g. a seeded demo account, or the same user in a second browser). */
  as?: Pick<TestUser, "id"> & Partial<TestUser>;
  /** The browser to sign in; the test's own context by default. */
  context?: BrowserContext;
}

/**
 * Signs someone in without the forms: creates the account (factories, through better-auth's
 * internal adapter) unless `as` names one, creates a session, and leaves the browser as a
 * completed sign-in does: better-auth's signed session cookie and the `withAuth` mark in local
 * storage (the id token is fetched by the page, as after any sign-in). Call it before the
 * browser's first page.
 */
export type Login = (options?: LoginOptions) => Promise<TestUser>;

export const test = base.extend<{ consentDecided: boolean; login: Login }, { db: FactoryDb }>({
  consentDecided: [true, { option: true }],
  context: async ({ context, consentDecided, baseURL }, provide) => {
    if (consentDecided) await context.addCookies([rejectedConsentCookie(baseURL!)]);
    await provide(context);
  },
  db: [
    async ({}, provide) => {
      const connection = connectE2EDatabase();
      await provide(connection.db);
      await connection.close();
    },
    { scope: "worker" },
  ],
  login: async ({ db, context, baseURL }, provide) => {
    await provide(async ({ as, context: target = context, ...fields } = {}) => {
      const person: TestUser = as
        ? { name: "", email: "", password: null, ...as }
        : await createUser(db, { password: TEST_PASSWORD, ...fields });
      const { cookie } = await createSession(db, person.id, { secret: e2eAuthSecret() });
      await target.addCookies([{ ...cookie, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
      // The signed-in mark a sign-in writes (auth-storage.ts), there before the first page's code
      // runs; a later sign-out's "false" is left alone.
      await target.addInitScript(
        ({ origin, key }) => {
          if (location.origin !== origin) return;
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, "true");
        },
        { origin: new URL(baseURL!).origin, key: WITH_AUTH_KEY },
      );
      return person;
    });
  },
});
