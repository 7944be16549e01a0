import "server-only";
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWK } from "jose";
import { jwks } from "@db/schema/identity";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { isSessionLive } from "./session-liveness";

/** The `aud` of every id token: the product API. */
export const ID_TOKEN_AUDIENCE = "lingora-api";

export interface IdTokenClaims {
  sub: string;
  /** The session the token was issued from; the token is refused once that session has ended. */
  sid: string;
  isAnonymous: boolean;
  email: string | null;
}

type VerificationKeys = ReturnType<typeof createLocalJWKSet>;

let cached: { keys: VerificationKeys; loadedAt: number } | undefined;
const KEY_CACHE_MS = 5 * 60 * 1000;

/**
 * Our published JWKS (the same document /api/identity/jwks serves), from PostgreSQL, as jose
 * verifies with it: the local set imports each key once per load, not once per token.
 */
async function loadVerificationKeys(force = false): Promise<VerificationKeys> {
  if (!force && cached && Date.now() - cached.loadedAt < KEY_CACHE_MS) return cached.keys;
  const rows = await getDb().select({ id: jwks.id, publicKey: jwks.publicKey, alg: jwks.alg, crv: jwks.crv }).from(jwks);
  const keySet: JSONWebKeySet = {
    keys: rows.map((row) => ({
      ...(JSON.parse(row.publicKey) as JWK),
      kid: row.id,
      alg: row.alg ?? "EdDSA",
      ...(row.crv ? { crv: row.crv } : {}),
    })),
  };
  cached = { keys: createLocalJWKSet(keySet), loadedAt: Date.now() };
  return cached.keys;
}

/**
 * Verifies a bearer id token: signature against our JWKS, issuer, audience and expiry, and that
 * the session it was issued from is still live (not signed out, not ended by a password change,
 * its account not deleted or merged). Returns null for anything invalid.
 */
export async function verifyIdToken(token: string): Promise<IdTokenClaims | null> {
  const { PUBLIC_ORIGIN } = getConfig();
  const attempt = async (keys: VerificationKeys) =>
    jwtVerify(token, keys, {
      issuer: PUBLIC_ORIGIN,
      audience: ID_TOKEN_AUDIENCE,
      algorithms: ["EdDSA"],
    });
  let result;
  try {
    try {
      result = await attempt(await loadVerificationKeys());
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      result = await attempt(await loadVerificationKeys(true));
    }
  } catch (error) {
    // A bad token (malformed, tampered, expired, another audience, unknown key) is a null;
    // anything else (the database is down) is not the caller's fault and is thrown.
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
  const { payload } = result;
  if (typeof payload.sub !== "string" || !payload.sub) return null;
  if (typeof payload.sid !== "string" || !payload.sid) return null;
  if (!(await isSessionLive(payload.sid, payload.sub))) return null;
  return {
    sub: payload.sub,
    sid: payload.sid,
    isAnonymous: payload.is_anonymous === true,
    email: typeof payload.email === "string" ? payload.email : null,
  };
}
