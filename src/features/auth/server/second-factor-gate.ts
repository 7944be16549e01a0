import "server-only";
import { APIError, getSessionFromCtx, isAPIError, type createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { logger } from "@/lib/logger";
import { requireRecordTransfer } from "./record-transfer";

/**
 * The second-factor gate: the one place that decides whether a session may be created for an
 * account with two-step sign-in. Every session the identity service creates passes through
 * `databaseHooks.session.create` (recordCreatedSession) whatever endpoint created it, and every
 * request ends in `enforceSecondFactor` (the global after-hook), so a new sign-in path cannot
 * forget the rule: a session it made for such an account without the second step is deleted
 * and the answer becomes the second-step challenge (`twoFactorRedirect`, the client's
 * `multi-factor-auth-required`), exactly as for password sign-in.
 */

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type CreatedSession = { token: string; userId: string };

/** The second step itself: the sessions these paths create are what the challenge leads to. */
export const SECOND_STEP_PATHS: ReadonlySet<string> = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-otp",
  "/two-factor/verify-backup-code",
]);

/** better-auth's two-factor challenge cookie; its verify endpoints read it. */
const TWO_FACTOR_COOKIE_NAME = "two_factor";
const CHALLENGE_SECONDS = 600;

// Keyed by the request's own context object, so nothing outlives the request.
const createdByRequest = new WeakMap<object, CreatedSession[]>();
const continuationByRequest = new WeakMap<object, string>();

/** From `databaseHooks.session.create.before`: remember each session a request creates. */
export function recordCreatedSession(session: { token: string; userId: string }, endpoint: { context?: object } | null): void {
  const key = endpoint?.context;
  if (!key) return; // server code outside a request (scripts, fixtures) is trusted
  const list = createdByRequest.get(key) ?? [];
  list.push({ token: session.token, userId: session.userId });
  createdByRequest.set(key, list);
}

/**
 * A request that proves a live session which already passed the second step (the id-token
 * exchange) may create a session for the same account without asking again.
 */
export function allowContinuation(ctx: { context: object }, userId: string): void {
  continuationByRequest.set(ctx.context, userId);
}

async function secondFactorUserIds(ctx: HookContext, sessions: CreatedSession[]): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const userId of new Set(sessions.map((s) => s.userId))) {
    const user = (await ctx.context.internalAdapter.findUserById(userId)) as { twoFactorEnabled?: boolean | null } | null;
    if (user?.twoFactorEnabled) ids.add(userId);
  }
  return ids;
}

/** The account whose full session this request already carried (a rotation, not a sign-in). */
async function provenUserId(ctx: HookContext, createdTokens: Set<string>): Promise<string | null> {
  const continued = continuationByRequest.get(ctx.context);
  if (continued) return continued;
  const current = ctx.context.session ?? (await getSessionFromCtx(ctx).catch(() => null));
  if (!current || createdTokens.has(current.session.token)) return null;
  return current.user.id;
}

/** The anonymous visitor this request came from (their session cookie), if it did. */
async function anonymousVisitorId(ctx: HookContext, createdTokens: Set<string>): Promise<string | null> {
  const current = ctx.context.session ?? (await getSessionFromCtx(ctx).catch(() => null));
  if (!current || createdTokens.has(current.session.token)) return null;
  return (current.user as { isAnonymous?: boolean | null }).isAnonymous ? current.user.id : null;
}

const anonymousKey = (identifier: string) => `2fa-anonymous-${identifier}`;

async function startChallenge(ctx: HookContext, userId: string, anonymousId: string | null) {
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({ value: userId, identifier, expiresAt });
  await ctx.context.internalAdapter.createVerificationValue({ value: "0", identifier: `2fa-attempts-${identifier}`, expiresAt });
  // The visitor's anonymous records wait for the second step (the first proves nothing yet).
  if (anonymousId)
    await ctx.context.internalAdapter.createVerificationValue({ value: anonymousId, identifier: anonymousKey(identifier), expiresAt });
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE_NAME, { maxAge: CHALLENGE_SECONDS });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  const totp = (await ctx.context.adapter.findOne({ model: "twoFactor", where: [{ field: "userId", value: userId }] })) as {
    verified?: boolean | null;
  } | null;
  return [...(totp && totp.verified !== false ? ["totp"] : []), "otp"];
}

function redirectLocation(returned: unknown): string | null {
  if (!isAPIError(returned) || returned.statusCode < 300 || returned.statusCode >= 400) return null;
  const headers = returned.headers as Headers | Record<string, string> | undefined;
  const location = headers instanceof Headers ? headers.get("location") : (headers?.location ?? headers?.Location);
  return location ?? null;
}

/** Only the target page survives from the refused answer (never a token or the user). */
function whereItWasGoing(original: unknown): { next?: string; continueUrl?: string } {
  if (!original || typeof original !== "object") return {};
  const { next, continueUrl } = original as { next?: unknown; continueUrl?: unknown };
  return {
    ...(typeof next === "string" ? { next } : {}),
    ...(typeof continueUrl === "string" ? { continueUrl } : {}),
  };
}

/**
 * The global after-hook's verdict. Returns the replacement answer when a session was refused,
 * or undefined when the request may keep what it created.
 */
export async function enforceSecondFactor(ctx: HookContext): Promise<unknown> {
  const created = createdByRequest.get(ctx.context) ?? [];
  if (created.length === 0) return undefined;
  if (SECOND_STEP_PATHS.has(ctx.path)) {
    await carryAnonymousRecords(ctx);
    return undefined;
  }
  const gated = await secondFactorUserIds(ctx, created);
  if (gated.size === 0) return undefined;
  const createdTokens = new Set(created.map((s) => s.token));
  const proven = await provenUserId(ctx, createdTokens);
  const refused = created.filter((s) => gated.has(s.userId) && s.userId !== proven);
  if (refused.length === 0) return undefined;
  const anonymousId = await anonymousVisitorId(ctx, createdTokens);

  for (const { token } of refused) await ctx.context.internalAdapter.deleteSession(token);
  const newSession = ctx.context.newSession;
  if (newSession && refused.some((s) => s.token === newSession.session.token)) {
    deleteSessionCookie(ctx, true);
    ctx.context.setNewSession(null);
  }
  createdByRequest.delete(ctx.context);
  const methods = await startChallenge(ctx, refused[0]!.userId, anonymousId);

  // A browser redirect (social sign-in callback): go where it was going, saying why.
  const location = redirectLocation(ctx.context.returned);
  if (location) {
    const target = new URL(location, ctx.context.baseURL);
    target.searchParams.set("error", "multi-factor-auth-required");
    const sameOrigin = target.origin === new URL(ctx.context.baseURL).origin;
    throw ctx.redirect(sameOrigin ? `${target.pathname}${target.search}` : target.toString());
  }
  const original = ctx.context.returned;
  if (isAPIError(original))
    throw new APIError("UNAUTHORIZED", { code: "MULTI_FACTOR_AUTH_REQUIRED", message: "multi-factor-auth-required" });
  return ctx.json({ twoFactorRedirect: true, twoFactorMethods: methods, ...whereItWasGoing(original) });
}

/**
 * The second step is done: the anonymous visitor who started the challenge becomes this account,
 * so their records merge into it (the same transfer as a sign-in without a second step), and the
 * anonymous user goes, as the anonymous plugin does after a one-step sign-in.
 */
async function carryAnonymousRecords(ctx: HookContext): Promise<void> {
  const newSession = ctx.context.newSession;
  if (!newSession) return;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE_NAME);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return;
  const waiting = await ctx.context.internalAdapter.findVerificationValue(anonymousKey(identifier));
  if (!waiting) return;
  await ctx.context.internalAdapter.deleteVerificationByIdentifier(anonymousKey(identifier));
  const anonymousId = waiting.value;
  if (anonymousId === newSession.user.id) return;
  await requireRecordTransfer()({ fromUserId: anonymousId, toUserId: newSession.user.id, mode: "sign-in" });
  await ctx.context.internalAdapter.deleteUser(anonymousId).catch((error: unknown) => {
    logger.error({ err: error }, "could not delete the anonymous user after the second step");
  });
  logger.info({ mode: "sign-in" }, "anonymous records transferred after the second step");
}
