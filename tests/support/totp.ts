import { generate } from "otplib";

/** What an authenticator app shows for an otpauth:// URI right now. */
export async function totpCodeFor(totpURI: string, at = Date.now()): Promise<string> {
  const secret = new URL(totpURI).searchParams.get("secret");
  if (!secret) throw new Error("no secret in the otpauth URI");
  return generate({ secret, epoch: Math.floor(at / 1000) } as Parameters<typeof generate>[0]);
}
