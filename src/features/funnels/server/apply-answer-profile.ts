import "server-only";
import { desc, eq } from "drizzle-orm";
import { funnelAnswerSets } from "@db/schema/funnels";
import { updateProfileFromAnswers } from "@/features/profile/server";
import type { Database } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import { logger } from "@/lib/logger";
import { profilePatchOf } from "../model/answer-effects";
import type { FunnelAnswer } from "../model/answers";
import { loadFunnel } from "./load-funnels";

/**
 * Writes the profile fields (native and target language, learning target, time zone) the person's
 * latest funnel answers give, through the profile's entry. Anonymous visitors have no profile
 * fields, so this runs for registered callers and when a visitor's answers move to the account
 * they sign up for. A failure is logged: the answers themselves are kept either way.
 */
export async function applyAnswerProfile(db: Database | Transaction, userId: string): Promise<void> {
  const [latest] = await db
    .select({ funnel: funnelAnswerSets.funnel, answers: funnelAnswerSets.answers })
    .from(funnelAnswerSets)
    .where(eq(funnelAnswerSets.userId, userId))
    .orderBy(desc(funnelAnswerSets.updatedAt))
    .limit(1);
  const definition = latest && loadFunnel(latest.funnel);
  if (!latest || !definition) return;
  try {
    await updateProfileFromAnswers(userId, profilePatchOf(definition.course, latest.answers as FunnelAnswer[]), db as Database);
  } catch (error) {
    logger.warn({ err: error, funnel: latest.funnel }, "funnel answers: the profile fields were not written");
  }
}
