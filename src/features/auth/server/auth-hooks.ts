import "server-only";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { getConfig } from "@/lib/config";
import { sendEmail } from "@/lib/delivery";
import { checkPassword } from "../model/password-policy";
import { renderExistingAccountEmail } from "./auth-emails";
import { deliverForRequest, deliveryFailed, messageNotSent } from "./delivery-guard";
import { createActionLinkUrl, requestLocaleOf } from "./email-actions-plugin";
import {
  assertPasswordAttemptAllowed,
  forgetWrongPasswords,
  isKnownDevice,
  KNOWN_DEVICE_COOKIE,
  knownDeviceCookieAttributes,
  knownDeviceCookieValue,
  PASSWORD_SIGN_IN_PATHS,
  recordWrongPassword,
} from "./password-throttle";
import { enforceSecondFactor } from "./second-factor-gate";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Sensitive changes need a sign-in at most this old. */
export const FRESH_SESSION_SECONDS = 60 * 10;

const PASSWORD_PATHS = new Set(["/sign-up/email", "/reset-password", "/change-password", "/email-otp/reset-password", "/set-password"]);

// Facts a before-hook learns for its request's after-hook.
const existingSignUps = new WeakMap<object, { id: string; email: string; emailVerified: boolean }>();

const bodyOf = (ctx: HookContext) => (ctx.body && typeof ctx.body === "object" ? (ctx.body as Record<string, unknown>) : {});
const emailOf = (ctx: HookContext) => {
  const email = bodyOf(ctx).email;
  return typeof email === "string" ? email.trim().toLowerCase() : null;
};

/**
 * Deleting an account that has a password takes that password, every time: the identity service
 * would accept a recent sign-in instead (its `freshAge`), so an empty field used to delete the
 * account of anyone who had signed in in the last ten minutes. Accounts without a password confirm
 * through their provider (a fresh sign-in there), as before.
 */
async function assertDeletionPassword(ctx: HookContext) {
  const password = bodyOf(ctx).password;
  if (typeof password === "string" && password !== "") return;
  const current = await getSessionFromCtx(ctx);
  if (!current) return;
  const credential = await ctx.context.internalAdapter.findCredentialAccount(current.user.id);
  if (credential?.password) throw new APIError("BAD_REQUEST", { code: "INVALID_PASSWORD", message: "Invalid password" });
}

/** Runs before every identity endpoint. */
export const beforeIdentityRequest = createAuthMiddleware(async (ctx) => {
  if (ctx.path === "/delete-user") {
    await assertDeletionPassword(ctx);
    return;
  }

  // Re-authentication before changing the phone number: the session must be fresh.
  if (ctx.path === "/phone-number/verify" && bodyOf(ctx).updatePhoneNumber) {
    const current = await getSessionFromCtx(ctx);
    const ageSeconds = current ? (Date.now() - new Date(current.session.createdAt).getTime()) / 1000 : Infinity;
    if (ageSeconds > FRESH_SESSION_SECONDS) {
      throw new APIError("FORBIDDEN", { code: "SESSION_NOT_FRESH", message: "requires-recent-login" });
    }
    return;
  }

  // Password guessing: the account's own budget, unless this browser signed in to it before.
  const email = emailOf(ctx);
  if (PASSWORD_SIGN_IN_PATHS.has(ctx.path) && email && !isKnownDevice(ctx.context.secret, email, ctx.headers?.get("cookie"))) {
    await assertPasswordAttemptAllowed(email);
  }

  // Sign-up with an address that already has an account: the answer stays the same, the owner is told.
  if (ctx.path === "/sign-up/email" && email) {
    const existing = await ctx.context.internalAdapter.findUserByEmail(email);
    if (existing?.user) {
      existingSignUps.set(ctx.context, {
        id: existing.user.id,
        email: existing.user.email,
        emailVerified: Boolean(existing.user.emailVerified),
      });
    }
  }

  if (!PASSWORD_PATHS.has(ctx.path)) return;
  const body = bodyOf(ctx);
  const password = typeof body.newPassword === "string" ? body.newPassword : body.password;
  if (typeof password !== "string") return;
  const problem = checkPassword(password);
  if (problem) {
    throw new APIError("BAD_REQUEST", {
      code: problem === "weak-password" ? "PASSWORD_COMPROMISED" : "PASSWORD_TOO_LONG",
      message: problem,
    });
  }
});

/** Privilege change: turning two-step sign-in on or off rotates the session. */
async function rotateOnPrivilegeChange(ctx: HookContext) {
  const isEnrolment = ctx.path === "/two-factor/verify-totp" && ctx.context.session;
  if (!isEnrolment && ctx.path !== "/two-factor/disable") return;
  if (ctx.context.returned instanceof APIError) return;
  const current = ctx.context.session ?? (await getSessionFromCtx(ctx));
  if (!current) return;
  const user = await ctx.context.internalAdapter.findUserById(current.user.id);
  if (!user) return;
  const rotated = await ctx.context.internalAdapter.createSession(user.id);
  await setSessionCookie(ctx, { session: rotated, user });
  await ctx.context.internalAdapter.deleteSession(current.session.token);
}

/** Sends a fresh email-verification code (given by auth.ts, which owns the identity service). */
type VerificationResender = (email: string, headers: Headers | undefined) => Promise<void>;
let resendVerification: VerificationResender | undefined;
export function provideVerificationResender(resender: VerificationResender): void {
  resendVerification = resender;
}

async function notifyExistingAccount(ctx: HookContext, owner: { id: string; email: string; emailVerified: boolean }) {
  // Not confirmed yet: most likely the same person again, so a fresh code is what helps.
  if (!owner.emailVerified && resendVerification) {
    await deliverForRequest(ctx, "code:email-verification", () => resendVerification!(owner.email, ctx.headers));
    return;
  }
  const locale = requestLocaleOf(ctx.request?.headers ?? ctx.headers);
  await deliverForRequest(ctx, "existing-account", async () => {
    const resetLink = await createActionLinkUrl({ mode: "resetPassword", to: owner.email, userId: owner.id, locale });
    const signInUrl = new URL(`/${locale}/sign-in`, getConfig().PUBLIC_ORIGIN).toString();
    await sendEmail(await renderExistingAccountEmail({ to: owner.email, signInUrl, resetLink, locale }));
  });
}

/** What a password attempt teaches: a wrong one counts against the account, a right one clears it. */
async function accountPasswordAttempt(ctx: HookContext, email: string) {
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    if (returned.statusCode === 401) await recordWrongPassword(email);
    return;
  }
  await forgetWrongPasswords(email);
}

/** A browser that signed in to an account (any way) is known to it from now on. */
function rememberKnownDevice(ctx: HookContext) {
  const signedIn = ctx.context.newSession?.user as { email?: string; isAnonymous?: boolean | null } | undefined;
  if (!signedIn?.email || signedIn.isAnonymous) return;
  const value = knownDeviceCookieValue(ctx.context.secret, signedIn.email, ctx.headers?.get("cookie"));
  ctx.setCookie(KNOWN_DEVICE_COOKIE, value, knownDeviceCookieAttributes(getConfig().PUBLIC_ORIGIN.startsWith("https://")));
}

/** Runs after every identity endpoint, whatever it answered. */
export const afterIdentityRequest = createAuthMiddleware(async (ctx) => {
  await rotateOnPrivilegeChange(ctx);

  const email = emailOf(ctx);
  if (PASSWORD_SIGN_IN_PATHS.has(ctx.path) && email) await accountPasswordAttempt(ctx, email);

  const owner = existingSignUps.get(ctx.context);
  if (owner && !isAPIError(ctx.context.returned)) await notifyExistingAccount(ctx, owner);

  // One mechanism for every session this request created (see second-factor-gate.ts).
  const challenged = await enforceSecondFactor(ctx);
  if (challenged !== undefined) return challenged;

  if (deliveryFailed(ctx)) throw messageNotSent();
  rememberKnownDevice(ctx);
});
