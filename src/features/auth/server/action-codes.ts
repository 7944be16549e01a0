import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { emailActionCodes } from "@db/schema/identity";
import type { Database } from "@/lib/db";
import type { ActionMode } from "../model/action-link";

export type CodeMode = ActionMode | "autologin";

/** How long each kind of link works. */
export const ACTION_CODE_TTL_SECONDS: Record<CodeMode, number> = {
  signIn: 15 * 60,
  verifyEmail: 24 * 60 * 60,
  resetPassword: 60 * 60,
  verifyAndChangeEmail: 24 * 60 * 60,
  recoverEmail: 7 * 24 * 60 * 60,
  revertSecondFactorAddition: 7 * 24 * 60 * 60,
  autologin: 7 * 24 * 60 * 60,
};

const hash = (code: string) => createHash("sha256").update(code).digest("base64url");

/** Makes a one-time code and returns it; only its hash is stored. */
export async function createActionCode(
  db: Database,
  input: { mode: CodeMode; email: string; userId?: string | null; payload?: Record<string, string>; ttlSeconds?: number },
): Promise<string> {
  const code = randomBytes(32).toString("base64url");
  await db.insert(emailActionCodes).values({
    id: randomUUID(),
    codeHash: hash(code),
    mode: input.mode,
    email: input.email,
    userId: input.userId ?? null,
    payload: input.payload ?? {},
    expiresAt: new Date(Date.now() + (input.ttlSeconds ?? ACTION_CODE_TTL_SECONDS[input.mode]) * 1000),
  });
  return code;
}

/** A code of this mode that is neither used nor expired. */
function usable(mode: CodeMode, code: string) {
  return and(
    eq(emailActionCodes.codeHash, hash(code)),
    eq(emailActionCodes.mode, mode),
    isNull(emailActionCodes.usedAt),
    gt(emailActionCodes.expiresAt, new Date()),
  );
}

/** Uses a code once: atomically marks it used and returns it, or null if unknown, used or expired. */
export async function consumeActionCode(db: Database, mode: CodeMode, code: string) {
  const [row] = await db.update(emailActionCodes).set({ usedAt: new Date() }).where(usable(mode, code)).returning();
  return row ?? null;
}

/** Checks a code without using it (to show the right form before the final step). */
export async function peekActionCode(db: Database, mode: CodeMode, code: string) {
  const [row] = await db.select().from(emailActionCodes).where(usable(mode, code));
  return row ?? null;
}
