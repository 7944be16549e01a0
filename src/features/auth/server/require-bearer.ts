import "server-only";
import { verifyIdToken, type IdTokenClaims } from "./verify-id-token";

/**
 * The guard for the product API (/v1): reads `Authorization: Bearer <id token>` and verifies it.
 * Returns the caller (registered or anonymous) or null when the token is missing or invalid.
 */
export async function authenticateBearer(headers: Headers): Promise<IdTokenClaims | null> {
  const header = headers.get("authorization") ?? "";
  // The scheme is case-insensitive (RFC 9110 section 11.1).
  const match = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i.exec(header.trim());
  if (!match) return null;
  return verifyIdToken(match[1]!);
}
