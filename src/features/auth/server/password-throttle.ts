import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { APIError } from "better-auth/api";
import { getDb } from "@/lib/db";
import { clearRateLimit, hitRateLimit, peekRateLimit, rateLimitSubject } from "@/lib/rate-limit";

/**
 * Password guessing, limited per account (OWASP ASVS 5 V6.3): the per-address limits of the
 * identity service stop one machine, not an attacker spread over many addresses. So each account
 * (known or not: the answers stay identical) allows a few wrong passwords per window from
 * browsers it does not know, then answers `too-many-requests` with Retry-After until the window
 * ends. The owner is not locked out: a browser that signed in to the account before carries a
 * signed "known device" cookie and is not slowed down, and a password reset by email always works.
 */
export const ACCOUNT_PASSWORD_LIMITS = [
  { windowSeconds: 15 * 60, max: 5 },
  { windowSeconds: 24 * 60 * 60, max: 20 },
] as const;

export const KNOWN_DEVICE_COOKIE = "lingora_known_device";
const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const KNOWN_DEVICE_MAX_ACCOUNTS = 5;

/** The paths where a password is tried without a session. */
export const PASSWORD_SIGN_IN_PATHS: ReadonlySet<string> = new Set(["/sign-in/email"]);

const normalise = (email: string) => email.trim().toLowerCase();
const counterKey = (email: string, windowSeconds: number) => `password-account:${windowSeconds}:${rateLimitSubject(normalise(email))}`;

function deviceMark(secret: string, email: string): string {
  return createHmac("sha256", secret)
    .update(`known-device:${normalise(email)}`)
    .digest("base64url")
    .slice(0, 22);
}

export function readKnownDevices(cookieHeader: string | null | undefined): string[] {
  const raw = new RegExp(`(?:^|;\\s*)${KNOWN_DEVICE_COOKIE}=([^;]+)`).exec(cookieHeader ?? "")?.[1];
  return raw ? raw.split(".").filter((mark) => /^[A-Za-z0-9_-]{22}$/.test(mark)) : [];
}

export function isKnownDevice(secret: string, email: string, cookieHeader: string | null | undefined): boolean {
  const expected = Buffer.from(deviceMark(secret, email));
  return readKnownDevices(cookieHeader).some((mark) => {
    const candidate = Buffer.from(mark);
    return candidate.length === expected.length && timingSafeEqual(candidate, expected);
  });
}

/** The cookie value after a successful password sign-in to `email` (the newest accounts kept). */
export function knownDeviceCookieValue(secret: string, email: string, cookieHeader: string | null | undefined): string {
  const mark = deviceMark(secret, email);
  const others = readKnownDevices(cookieHeader).filter((existing) => existing !== mark);
  return [mark, ...others].slice(0, KNOWN_DEVICE_MAX_ACCOUNTS).join(".");
}

export const knownDeviceCookieAttributes = (secure: boolean) => ({
  httpOnly: true,
  sameSite: "lax" as const,
  secure,
  path: "/",
  maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
});

/** Before a password attempt: refuse while the account's budget is spent. */
export async function assertPasswordAttemptAllowed(email: string, now?: Date): Promise<void> {
  for (const limit of ACCOUNT_PASSWORD_LIMITS) {
    const { hits, retryAfterSeconds } = await peekRateLimit(getDb(), {
      key: counterKey(email, limit.windowSeconds),
      windowSeconds: limit.windowSeconds,
      now,
    });
    if (hits >= limit.max) {
      throw new APIError(
        "TOO_MANY_REQUESTS",
        { code: "TOO_MANY_REQUESTS", message: "too-many-requests" },
        { "Retry-After": String(retryAfterSeconds) },
      );
    }
  }
}

export async function recordWrongPassword(email: string, now?: Date): Promise<void> {
  for (const limit of ACCOUNT_PASSWORD_LIMITS) {
    await hitRateLimit(getDb(), { key: counterKey(email, limit.windowSeconds), max: limit.max, windowSeconds: limit.windowSeconds, now });
  }
}

export async function forgetWrongPasswords(email: string): Promise<void> {
  for (const limit of ACCOUNT_PASSWORD_LIMITS) await clearRateLimit(getDb(), counterKey(email, limit.windowSeconds));
}
