import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The key that opens the development outbox: derived from AUTH_SECRET (kept in .data/auth-secret
 * locally), so it stays the same across restarts and is known only to whoever can read the secret
 * or the `npm start` output.
 */
export function devOutboxKey(authSecret: string): string {
  return createHmac("sha256", authSecret).update("lingora development outbox").digest("base64url").slice(0, 32);
}

export function isDevOutboxKey(candidate: string | null | undefined, authSecret: string | undefined): boolean {
  if (!candidate || !authSecret) return false;
  const expected = Buffer.from(devOutboxKey(authSecret));
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Where the person who started the app opens the outbox (this machine only). */
export function devOutboxUrl(port: number, authSecret: string): string {
  return `http://localhost:${port}/dev/outbox?key=${devOutboxKey(authSecret)}`;
}
