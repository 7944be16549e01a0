import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { anonymous, emailOTP, genericOAuth, jwt, phoneNumber, twoFactor } from "better-auth/plugins";
import { isValidPhoneNumber } from "libphonenumber-js/max";
import { identitySchema } from "@db/schema/identity";
import { getConfig, trustedOrigins } from "@/lib/config";
import { getDb } from "@/lib/db";
import { sendEmail, sendSms } from "@/lib/delivery";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { LOCALE_COOKIE } from "@/lib/i18n";
import { logger } from "@/lib/logger";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../model/password-policy";
import { phoneAccountName } from "../model/phone";
import { afterIdentityRequest, beforeIdentityRequest, FRESH_SESSION_SECONDS, provideVerificationResender } from "./auth-hooks";
import { renderCodeEmail, renderCodeSms } from "./auth-emails";
import { deliverForRequest } from "./delivery-guard";
import { recordCreatedSession } from "./second-factor-gate";
import { forgetSession, forgetUserSessions } from "./session-liveness";
import { emailActions } from "./email-actions-plugin";
import { idTokenSession } from "./id-token-session-plugin";
import { socialProviderConfigs } from "./social-providers";
import { requireRecordTransfer } from "./record-transfer";
import { ID_TOKEN_AUDIENCE } from "./verify-id-token";

export const AUTH_BASE_PATH = "/api/identity";
export const ID_TOKEN_TTL = "15m";
export const OTP_TTL_SECONDS = 600;
export { FRESH_SESSION_SECONDS };

/** The locale to write to someone in: our client's header, then the locale cookie. */
function requestLocale(headers: Headers | undefined): string | null {
  const fromHeader = headers?.get("x-lingora-locale");
  if (fromHeader) return fromHeader;
  const cookie = headers?.get("cookie") ?? "";
  return new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(cookie)?.[1] ?? null;
}

function createAuth() {
  const config = getConfig();
  const secret = config.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set: start the app with `npm start`, which provides one");
  const isHttps = config.PUBLIC_ORIGIN.startsWith("https://");

  return betterAuth({
    appName: "Lingora",
    baseURL: config.PUBLIC_ORIGIN,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: trustedOrigins(config),
    account: {
      // A social sign-in with a verified address joins the account that address already has;
      // a signed-in person may link a social account whose address differs from theirs.
      accountLinking: { enabled: true, trustedProviders: ["google", "apple"], allowDifferentEmails: true },
    },
    database: drizzleAdapter(getDb(), { provider: "pg", schema: identitySchema }),
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ args: args.length ? args : undefined, source: "identity" }, message);
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: true,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: { autoSignInAfterVerification: true },
    user: {
      additionalFields: { locale: { type: "string", required: false, input: true } },
      deleteUser: { enabled: true },
    },
    session: {
      // Idle timeout: a session unused for 14 days ends; use renews it (at most daily). The
      // absolute limit (60 days after sign-in) is enforced by jobs/purge-expired-identity.ts, hourly.
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
      // Sensitive changes (unlinking, email change) need a session younger than 10 minutes.
      freshAge: FRESH_SESSION_SECONDS,
    },
    rateLimit: {
      enabled: config.AUTH_RATE_LIMIT,
      storage: "database",
      window: 60,
      max: 120,
      customRules: {
        "/sign-in/email": { window: 300, max: 10 },
        "/sign-up/email": { window: 600, max: 5 },
        "/sign-in/anonymous": { window: 60, max: 20 },
        "/sign-in/social": { window: 60, max: 20 },
        "/email-otp/send-verification-otp": { window: 300, max: 5 },
        "/email-otp/verify-email": { window: 300, max: 10 },
        "/email-otp/check-verification-otp": { window: 300, max: 10 },
        "/email-otp/request-password-reset": { window: 600, max: 5 },
        "/email-otp/reset-password": { window: 600, max: 10 },
        "/id-token/sign-in": { window: 60, max: 20 },
        "/phone-number/send-otp": { window: 600, max: 5 },
        "/phone-number/verify": { window: 300, max: 10 },
        "/two-factor/verify-totp": { window: 300, max: 10 },
        "/two-factor/verify-otp": { window: 300, max: 10 },
        "/two-factor/send-otp": { window: 600, max: 5 },
        "/two-factor/verify-backup-code": { window: 300, max: 10 },
        "/email-link/send": { window: 600, max: 5 },
        "/email-action/apply": { window: 300, max: 20 },
        "/email-action/change-email": { window: 600, max: 5 },
        "/autologin": { window: 300, max: 20 },
        // Reading one's own session or its id token needs a valid session cookie (nothing to guess),
        // and every page a signed-in person opens asks for them: no per-address limit, or learners
        // behind one address (a school, an office; the browser tests' 127.0.0.1) are locked out.
        "/token": false,
        "/get-session": false,
      },
    },
    advanced: {
      useSecureCookies: isHttps,
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: isHttps },
    },
    hooks: { before: beforeIdentityRequest, after: afterIdentityRequest },
    databaseHooks: {
      session: {
        // Every session passes here, whichever endpoint makes it: the second-factor gate sees them all.
        create: { before: async (created, endpoint) => void recordCreatedSession(created, endpoint) },
        delete: { after: async (ended) => forgetSession(ended.id) },
      },
      user: { delete: { after: async (deleted) => forgetUserSessions(deleted.id) } },
    },
    plugins: [
      anonymous({
        emailDomainName: "anonymous.lingora.invalid",
        generateName: () => "Guest",
        async onLinkAccount({ anonymousUser, newUser }) {
          // A brand-new account (sign-up) takes everything; an existing one (sign-in) merges.
          const isNewAccount = newUser.user.createdAt.getTime() >= anonymousUser.user.createdAt.getTime();
          await requireRecordTransfer()({
            fromUserId: anonymousUser.user.id,
            toUserId: newUser.user.id,
            mode: isNewAccount ? "sign-up" : "sign-in",
          });
          logger.info({ mode: isNewAccount ? "sign-up" : "sign-in" }, "anonymous records transferred");
        },
      }),
      emailOTP({
        otpLength: 6,
        expiresIn: OTP_TTL_SECONDS,
        allowedAttempts: 5,
        storeOTP: "hashed",
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        async sendVerificationOTP({ email, otp, type }, ctx) {
          await deliverForRequest(ctx, `code:${type}`, async () =>
            sendEmail(await renderCodeEmail({ to: email, code: otp, kind: type, locale: requestLocale(ctx?.request?.headers) })),
          );
        },
      }),
      jwt({
        jwks: { keyPairConfig: { alg: "EdDSA", crv: "Ed25519" } },
        jwt: {
          issuer: config.PUBLIC_ORIGIN,
          audience: ID_TOKEN_AUDIENCE,
          expirationTime: ID_TOKEN_TTL,
          // `sid` binds the token to its session: verifyIdToken refuses it once the session ends.
          definePayload: ({ user, session }) => ({
            sid: session.id,
            email: (user as { isAnonymous?: boolean }).isAnonymous ? null : user.email,
            email_verified: user.emailVerified,
            is_anonymous: Boolean((user as { isAnonymous?: boolean }).isAnonymous),
          }),
        },
      }),
      twoFactor({
        issuer: "Lingora",
        totpOptions: { digits: 6, period: 30 },
        otpOptions: {
          period: OTP_TTL_SECONDS / 60,
          // The second step by text message to a verified phone, else by email.
          async sendOTP({ user, otp }, ctx) {
            const locale = requestLocale(ctx?.request?.headers) ?? (user as { locale?: string }).locale ?? null;
            const phone = user as { phoneNumber?: string | null; phoneNumberVerified?: boolean | null };
            await deliverForRequest(ctx, "code:two-factor", async () => {
              if (phone.phoneNumber && phone.phoneNumberVerified) {
                await sendSms({
                  to: phone.phoneNumber,
                  body: await renderCodeSms({ code: otp, locale }),
                  meta: { kind: "two-factor", code: otp },
                });
              } else {
                await sendEmail(await renderCodeEmail({ to: user.email, code: otp, kind: "sign-in", locale }));
              }
            });
          },
        },
        backupCodeOptions: { amount: 10, length: 10 },
        // Accounts without a password (phone or social only) confirm with a fresh session instead.
        allowPasswordless: true,
      }),
      phoneNumber({
        otpLength: 6,
        expiresIn: OTP_TTL_SECONDS,
        allowedAttempts: 5,
        phoneNumberValidator: (value) => isValidPhoneNumber(value),
        async sendOTP({ phoneNumber: to, code }, ctx) {
          await deliverForRequest(ctx, "code:phone", async () =>
            sendSms({
              to,
              body: await renderCodeSms({ code, locale: requestLocale(ctx?.request?.headers) }),
              meta: { kind: "phone", code },
            }),
          );
        },
        signUpOnVerification: {
          // Phone-only accounts get a placeholder address that can never receive mail.
          getTempEmail: (value) => `${value.replace(/\D/g, "")}@phone.lingora.invalid`,
          // Named after the number with most digits hidden, so a shared screen does not show it whole.
          getTempName: (value) => phoneAccountName(value),
        },
      }),
      genericOAuth({ config: socialProviderConfigs(config) }),
      idTokenSession(),
      emailActions(),
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: Auth | undefined;

/** The identity service (better-auth), created on first use in each process. */
export function getAuth(): Auth {
  if (!instance) {
    const auth = createAuth();
    instance = auth;
    provideVerificationResender(async (email, headers) => {
      await auth.api.sendVerificationOTP({ body: { email, type: "email-verification" }, headers });
    });
  }
  return instance;
}
