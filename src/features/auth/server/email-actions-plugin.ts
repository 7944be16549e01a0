import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, createAuthMiddleware, sensitiveSessionMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { twoFactor as twoFactorTable } from "@db/schema/identity";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { sendEmail } from "@/lib/delivery";
import { safeRedirectPath } from "@/lib/http/safe-redirect";
import { defaultLocale, normalizeLocale } from "@/lib/i18n";
import { actionModes, buildActionLink, parseActionLink, type ActionMode } from "../model/action-link";
import { checkPassword } from "../model/password-policy";
import { consumeActionCode, createActionCode, peekActionCode } from "./action-codes";
import { renderLinkEmail } from "./auth-emails";
import { deliverForRequest } from "./delivery-guard";

const usedOrExpired = () =>
  new APIError("BAD_REQUEST", { code: "ACTION_CODE_USED_OR_EXPIRED", message: "This link has been used or has expired." });

function localeOf(headers: Headers | undefined): string {
  const raw = headers?.get("x-lingora-locale") ?? /(?:^|;\s*)NEXT_LOCALE=([^;]+)/.exec(headers?.get("cookie") ?? "")?.[1];
  return normalizeLocale(raw ?? undefined) ?? defaultLocale;
}

interface ActionLinkInput {
  mode: ActionMode;
  to: string;
  userId: string | null;
  locale: string;
  payload?: Record<string, string>;
  continueUrl?: string;
}

/** Emails a link for `mode` to `to`. */
export async function sendActionLink(input: ActionLinkInput & { values?: Record<string, string> }) {
  const link = await createActionLinkUrl(input);
  await sendEmail(await renderLinkEmail({ to: input.to, link, kind: input.mode, locale: input.locale, values: input.values }));
}

/** Stores a one-time code for `mode` and answers the link that carries it. */
export async function createActionLinkUrl(input: ActionLinkInput): Promise<string> {
  const { PUBLIC_ORIGIN, WEB_API_KEY } = getConfig();
  const oobCode = await createActionCode(getDb(), { mode: input.mode, email: input.to, userId: input.userId, payload: input.payload });
  return buildActionLink({
    origin: PUBLIC_ORIGIN,
    locale: input.locale,
    mode: input.mode,
    oobCode,
    apiKey: WEB_API_KEY,
    continueUrl: input.continueUrl,
  });
}

/**
 * Email action links (spec section 5) and autologin links:
 *   POST /email-link/send          { email }                    passwordless sign-in link (always 200)
 *   POST /email-action/apply       { mode, oobCode, apiKey, … } does the link's job, once
 *   POST /email-action/change-email { newEmail }                verify-and-change link to the new address
 *   POST /autologin                { token }                    signs in from a one-time link token
 */
export { localeOf as requestLocaleOf };

export const emailActions = () =>
  ({
    id: "email-actions",
    endpoints: {
      sendEmailLink: createAuthEndpoint(
        "/email-link/send",
        { method: "POST", body: z.object({ email: z.email().max(254), continueUrl: z.string().max(512).optional() }) },
        async (ctx) => {
          const email = ctx.body.email.toLowerCase();
          const found = await ctx.context.internalAdapter.findUserByEmail(email);
          // Unknown addresses get a link too (it creates the account): the answer never tells them apart.
          await deliverForRequest(ctx, "link:signIn", () =>
            sendActionLink({
              mode: "signIn",
              to: email,
              userId: found?.user.id ?? null,
              locale: localeOf(ctx.request?.headers),
              continueUrl: safeRedirectPath(ctx.body.continueUrl, "") || undefined,
            }),
          );
          return ctx.json({ ok: true });
        },
      ),

      applyEmailAction: createAuthEndpoint(
        "/email-action/apply",
        {
          method: "POST",
          body: z.object({
            mode: z.string().max(64),
            oobCode: z.string().max(512),
            apiKey: z.string().max(256),
            continueUrl: z.string().max(512).optional(),
            newPassword: z.string().max(1024).optional(),
          }),
        },
        async (ctx) => {
          const params = new URLSearchParams({ mode: ctx.body.mode, oobCode: ctx.body.oobCode, apiKey: ctx.body.apiKey });
          if (ctx.body.continueUrl) params.set("continueUrl", ctx.body.continueUrl);
          const link = parseActionLink(params, getConfig().WEB_API_KEY);
          if (!link.ok) throw new APIError("BAD_REQUEST", { code: link.error, message: link.error });
          const db = getDb();
          const adapter = ctx.context.internalAdapter;

          if (link.mode === "resetPassword") {
            if (ctx.body.newPassword === undefined) {
              if (!(await peekActionCode(db, "resetPassword", link.oobCode))) throw usedOrExpired();
              return ctx.json({ ok: true, mode: link.mode, needsPassword: true });
            }
            const problem = checkPassword(ctx.body.newPassword);
            if (problem)
              throw new APIError("BAD_REQUEST", {
                code: problem === "weak-password" ? "PASSWORD_COMPROMISED" : "PASSWORD_TOO_LONG",
                message: problem,
              });
            const code = await consumeActionCode(db, "resetPassword", link.oobCode);
            if (!code?.userId) throw usedOrExpired();
            const hashed = await ctx.context.password.hash(ctx.body.newPassword);
            const accounts = await adapter.findAccounts(code.userId);
            if (accounts.some((account) => account.providerId === "credential")) await adapter.updatePassword(code.userId, hashed);
            else await adapter.createAccount({ userId: code.userId, providerId: "credential", accountId: code.userId, password: hashed });
            await adapter.deleteUserSessions(code.userId);
            return ctx.json({ ok: true, mode: link.mode });
          }

          const code = await consumeActionCode(db, link.mode, link.oobCode);
          if (!code) throw usedOrExpired();

          switch (link.mode) {
            case "signIn": {
              let user = code.userId ? await adapter.findUserById(code.userId) : null;
              if (!user) {
                const existing = await adapter.findUserByEmail(code.email);
                user =
                  existing?.user ??
                  (await adapter.createUser(
                    { email: code.email, name: code.email.split("@")[0] ?? "Learner", emailVerified: true },
                    { method: "magic-link" },
                  ));
              }
              if (!user.emailVerified) user = await adapter.updateUser(user.id, { emailVerified: true });
              const session = await adapter.createSession(user.id);
              await setSessionCookie(ctx, { session, user });
              return ctx.json({ ok: true, mode: link.mode, continueUrl: link.continueUrl });
            }
            case "verifyEmail": {
              if (code.userId) await adapter.updateUser(code.userId, { emailVerified: true });
              return ctx.json({ ok: true, mode: link.mode });
            }
            case "verifyAndChangeEmail": {
              const newEmail = code.payload.newEmail;
              if (!code.userId || !newEmail) throw usedOrExpired();
              const taken = await adapter.findUserByEmail(newEmail);
              if (taken && taken.user.id !== code.userId)
                throw new APIError("BAD_REQUEST", { code: "USER_ALREADY_EXISTS", message: "email-already-in-use" });
              await adapter.updateUser(code.userId, { email: newEmail, emailVerified: true });
              return ctx.json({ ok: true, mode: link.mode, email: newEmail });
            }
            case "recoverEmail": {
              const oldEmail = code.payload.oldEmail;
              if (!code.userId || !oldEmail) throw usedOrExpired();
              await adapter.updateUser(code.userId, { email: oldEmail, emailVerified: true });
              await adapter.deleteUserSessions(code.userId);
              return ctx.json({ ok: true, mode: link.mode, email: oldEmail });
            }
            case "revertSecondFactorAddition": {
              if (!code.userId) throw usedOrExpired();
              await db.delete(twoFactorTable).where(eq(twoFactorTable.userId, code.userId));
              await adapter.updateUser(code.userId, { twoFactorEnabled: false });
              return ctx.json({ ok: true, mode: link.mode });
            }
          }
          throw new APIError("BAD_REQUEST", { code: "argument-error", message: "argument-error" });
        },
      ),

      requestEmailChange: createAuthEndpoint(
        "/email-action/change-email",
        {
          method: "POST",
          body: z.object({ newEmail: z.email().max(254), password: z.string().max(1024).optional() }),
          use: [sensitiveSessionMiddleware],
        },
        async (ctx) => {
          const { user } = ctx.context.session;
          const newEmail = ctx.body.newEmail.toLowerCase();
          // Re-authentication: an account with a password must give it.
          const credential = (await ctx.context.internalAdapter.findAccounts(user.id)).find((a) => a.providerId === "credential");
          if (credential?.password) {
            const isValid = ctx.body.password
              ? await ctx.context.password.verify({ hash: credential.password, password: ctx.body.password })
              : false;
            if (!isValid) throw new APIError("BAD_REQUEST", { code: "INVALID_PASSWORD", message: "invalid-credential" });
          }
          // The address the account already has: nothing to change, nothing sent.
          if (newEmail === user.email.toLowerCase()) {
            throw new APIError("BAD_REQUEST", { code: "EMAIL_UNCHANGED", message: "argument-error" });
          }
          await deliverForRequest(ctx, "link:verifyAndChangeEmail", () =>
            sendActionLink({
              mode: "verifyAndChangeEmail",
              to: newEmail,
              userId: user.id,
              locale: localeOf(ctx.request?.headers),
              payload: { oldEmail: user.email, newEmail },
            }),
          );
          // The old address gets a link to undo the change.
          await deliverForRequest(ctx, "link:recoverEmail", () =>
            sendActionLink({
              mode: "recoverEmail",
              to: user.email,
              userId: user.id,
              locale: localeOf(ctx.request?.headers),
              payload: { oldEmail: user.email, newEmail },
              values: { email: newEmail },
            }),
          );
          return ctx.json({ ok: true });
        },
      ),

      autologin: createAuthEndpoint("/autologin", { method: "POST", body: z.object({ token: z.string().max(512) }) }, async (ctx) => {
        const code = await consumeActionCode(getDb(), "autologin", ctx.body.token);
        if (!code?.userId) throw usedOrExpired();
        const user = await ctx.context.internalAdapter.findUserById(code.userId);
        if (!user) throw usedOrExpired();
        const session = await ctx.context.internalAdapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
        const next = code.payload.next;
        return ctx.json({ ok: true, next: safeRedirectPath(next, "") || null });
      }),
    },
    hooks: {
      after: [
        {
          // A factor was enrolled (with a session, not the sign-in challenge): tell the owner, with a way back.
          matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const session = ctx.context.session;
            if (!session || ctx.context.returned instanceof APIError) return;
            await sendActionLink({
              mode: "revertSecondFactorAddition",
              to: session.user.email,
              userId: session.user.id,
              locale: localeOf(ctx.request?.headers),
            });
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;

export { actionModes };
