import { safeRedirectPath } from "@/lib/http/safe-redirect";
import type { AuthErrorCode } from "./auth-errors";

/** The modes of the links we email (spec section 5). */
export const actionModes = [
  "recoverEmail",
  "resetPassword",
  "signIn",
  "verifyEmail",
  "verifyAndChangeEmail",
  "revertSecondFactorAddition",
] as const;

export type ActionMode = (typeof actionModes)[number];

export type ParsedActionLink =
  | { ok: true; mode: ActionMode; oobCode: string; continueUrl: string | null; lang: string | null }
  | { ok: false; error: Extract<AuthErrorCode, "argument-error" | "invalid-api-key"> };

/**
 * Parses an email action link's query: it needs an API key, a one-time code and a known mode,
 * else argument-error; an API key other than the web client's gives invalid-api-key.
 */
export function parseActionLink(params: URLSearchParams, expectedApiKey: string): ParsedActionLink {
  const mode = params.get("mode");
  const oobCode = params.get("oobCode");
  const apiKey = params.get("apiKey");
  if (!mode || !oobCode || !apiKey) return { ok: false, error: "argument-error" };
  if (!(actionModes as readonly string[]).includes(mode)) return { ok: false, error: "argument-error" };
  if (!/^[A-Za-z0-9_-]{16,256}$/.test(oobCode)) return { ok: false, error: "argument-error" };
  if (apiKey !== expectedApiKey) return { ok: false, error: "invalid-api-key" };
  const continueUrl = params.get("continueUrl");
  return {
    ok: true,
    mode: mode as ActionMode,
    oobCode,
    continueUrl: safeRedirectPath(continueUrl, "") || null,
    lang: params.get("lang"),
  };
}

/** Builds the link for an email (the inverse of parseActionLink). */
export function buildActionLink(input: {
  origin: string;
  locale: string;
  mode: ActionMode;
  oobCode: string;
  apiKey: string;
  continueUrl?: string;
}): string {
  const url = new URL(`/${input.locale}/auth/action`, input.origin);
  url.searchParams.set("mode", input.mode);
  url.searchParams.set("oobCode", input.oobCode);
  url.searchParams.set("apiKey", input.apiKey);
  url.searchParams.set("lang", input.locale);
  if (input.continueUrl) url.searchParams.set("continueUrl", input.continueUrl);
  return url.toString();
}
