import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";
import { allowContinuation } from "./second-factor-gate";
import { verifyIdToken } from "./verify-id-token";

/**
 * POST /api/identity/id-token/sign-in { idToken }: hands a session from another client to the
 * web. The id token is verified (signature, issuer, audience, expiry); then a fresh session
 * cookie is made for its user. Served to the spec's POST /api/auth/sign-in. The token is bound to
 * the live session it was issued from, which already passed any second step, so the new session
 * continues it (the second-factor gate lets it through for the same account only).
 */
export const idTokenSession = () =>
  ({
    id: "id-token-session",
    endpoints: {
      signInWithIdToken: createAuthEndpoint(
        "/id-token/sign-in",
        { method: "POST", body: z.object({ idToken: z.string().min(16).max(8192) }) },
        async (ctx) => {
          const claims = await verifyIdToken(ctx.body.idToken);
          if (!claims) throw new APIError("UNAUTHORIZED", { code: "INVALID_ID_TOKEN", message: "argument-error" });
          const user = await ctx.context.internalAdapter.findUserById(claims.sub);
          if (!user) throw new APIError("UNAUTHORIZED", { code: "INVALID_ID_TOKEN", message: "argument-error" });
          allowContinuation(ctx, user.id);
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ isLogged: true });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
