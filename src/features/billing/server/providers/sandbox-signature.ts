import { createHmac, timingSafeEqual } from "node:crypto";

/** The header the sandbox signs its webhooks with: `Lingora-Signature: t=<unix seconds>,v1=<hex HMAC>`. */
export const SANDBOX_SIGNATURE_HEADER = "Lingora-Signature";

/** A delivery older (or further in the future) than this is refused, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The sandbox's signing secret: SANDBOX_WEBHOOK_SECRET, else derived from AUTH_SECRET (as the dev outbox key is). */
export function sandboxWebhookSecret(config: { SANDBOX_WEBHOOK_SECRET?: string; AUTH_SECRET?: string }): string | undefined {
  if (config.SANDBOX_WEBHOOK_SECRET) return config.SANDBOX_WEBHOOK_SECRET;
  if (!config.AUTH_SECRET) return undefined;
  return createHmac("sha256", config.AUTH_SECRET).update("lingora sandbox webhooks").digest("base64url");
}

function hmac(secret: string, timestamp: number, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

/** The header value for a body sent at `timestamp` (unix seconds). */
export function signSandboxPayload(rawBody: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

export type SignatureCheck =
  { ok: true; timestamp: number } | { ok: false; refusal: "missing-signature" | "bad-signature" | "stale-timestamp" };

/**
 * Checks a `t=…,v1=…` header against the raw body, in constant time. Several `v1` entries are
 * accepted (one per secret while a secret is rotated); any one matching is enough.
 */
export function verifySandboxSignature(rawBody: string, header: string | undefined, secret: string, nowSeconds: number): SignatureCheck {
  if (!header) return { ok: false, refusal: "missing-signature" };
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value] = part.trim().split("=", 2);
    if (key === "t" && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === "v1" && value) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, refusal: "bad-signature" };
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), "utf8");
  const matches = signatures.some((candidate) => {
    const given = Buffer.from(candidate, "utf8");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, refusal: "bad-signature" };
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, refusal: "stale-timestamp" };
  return { ok: true, timestamp };
}
