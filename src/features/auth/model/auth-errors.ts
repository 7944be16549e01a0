/** The spec's authentication error catalogue (section 8), plus the codes a user can cause here. */
export const specAuthErrorCodes = [
  "unauthorized-domain",
  "popup-blocked",
  "popup-closed-by-user",
  "cancelled-popup-request",
  "web-storage-unsupported",
  "network-request-failed",
  "user-mismatch",
  "internal-error",
  "argument-error",
  "invalid-api-key",
  "auth-domain-config-required",
  "multi-factor-auth-required",
  "account-exists-with-different-credential",
  "missing-multi-factor-info",
  "invalid-emulator-scheme",
  "already-initialized",
] as const;

export const productAuthErrorCodes = [
  "invalid-credential",
  "invalid-email",
  "weak-password",
  "password-too-long",
  "invalid-verification-code",
  "code-expired",
  "too-many-attempts",
  "too-many-requests",
  "email-not-verified",
  "requires-recent-login",
  "invalid-phone-number",
  "email-already-in-use",
  "last-sign-in-method",
  "message-not-sent",
  "service-unavailable",
] as const;

export const authErrorCodes = [...specAuthErrorCodes, ...productAuthErrorCodes] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];

export function isAuthErrorCode(value: unknown): value is AuthErrorCode {
  return typeof value === "string" && (authErrorCodes as readonly string[]).includes(value);
}

/** An authentication failure the UI can explain: always one of the catalogue's codes. */
export class AuthError extends Error {
  constructor(readonly code: AuthErrorCode) {
    super(code);
    this.name = "AuthError";
  }
}

const fromIdentityService: Record<string, AuthErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: "invalid-credential",
  INVALID_PASSWORD: "invalid-credential",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "invalid-credential",
  USER_NOT_FOUND: "invalid-credential",
  INVALID_EMAIL: "invalid-email",
  PASSWORD_TOO_SHORT: "weak-password",
  PASSWORD_TOO_LONG: "password-too-long",
  PASSWORD_COMPROMISED: "weak-password",
  INVALID_OTP: "invalid-verification-code",
  INVALID_CODE: "invalid-verification-code",
  OTP_EXPIRED: "code-expired",
  ACTION_CODE_USED_OR_EXPIRED: "code-expired",
  TOO_MANY_ATTEMPTS: "too-many-attempts",
  EMAIL_NOT_VERIFIED: "email-not-verified",
  SESSION_EXPIRED: "requires-recent-login",
  SESSION_NOT_FRESH: "requires-recent-login",
  INVALID_PHONE_NUMBER: "invalid-phone-number",
  USER_ALREADY_EXISTS: "email-already-in-use",
  FAILED_TO_UNLINK_LAST_ACCOUNT: "last-sign-in-method",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "email-already-in-use",
  SOCIAL_ACCOUNT_ALREADY_LINKED: "account-exists-with-different-credential",
  ACCOUNT_NOT_LINKED: "account-exists-with-different-credential",
  INVALID_TWO_FACTOR_COOKIE: "missing-multi-factor-info",
  TWO_FACTOR_NOT_ENABLED: "missing-multi-factor-info",
  INVALID_ORIGIN: "unauthorized-domain",
  INVALID_CALLBACK_URL: "unauthorized-domain",
  MESSAGE_NOT_SENT: "message-not-sent",
  MULTI_FACTOR_AUTH_REQUIRED: "multi-factor-auth-required",
};

/**
 * Maps an answer of the identity service (status + body) to a catalogue code.
 * Anything unknown becomes internal-error: users never see a raw exception.
 */
export function mapAuthError(input: { status?: number; code?: string | null; networkError?: boolean }): AuthErrorCode {
  if (input.networkError) return "network-request-failed";
  if (isAuthErrorCode(input.code)) return input.code;
  if (input.status === 429) return "too-many-requests";
  if (input.code && fromIdentityService[input.code]) return fromIdentityService[input.code]!;
  // The identity service is up but cannot reach its database (or a proxy says it is down).
  if (input.status === 503) return "service-unavailable";
  if (input.status === 401) return "invalid-credential";
  return "internal-error";
}
