import "server-only";
import { sql } from "drizzle-orm";
import { funnelAnswerSets } from "@db/schema/funnels";
import { recordServerEvent } from "@/features/growth/server";
import { getDb, type Database } from "@/lib/db";
import type { FunnelAnswer } from "../model/answers";
import type { AuthoredDefinition } from "../model/definition-schema";
import { userPropertiesOf } from "../model/answer-effects";
import { applyAnswerProfile } from "./apply-answer-profile";

/**
 * Stores a visitor's answer set for a funnel (one row per person and funnel; a later set replaces
 * it; completion, once reached, stays), then lets the answers speak where they belong: the profile
 * fields (native and target language, learning target, time zone) through the profile's entry (for
 * a registered caller now, for a visitor when they sign up: ownership.ts), and the
 * answers with a retenoUserProperty as analytics user properties through growth's. Those two are
 * logged when they fail: the answers are stored either way.
 */
export async function storeAnswerSet(
  input: { userId: string; isAnonymous: boolean; definition: AuthoredDefinition; answers: FunnelAnswer[]; isCompleted: boolean; now: Date },
  db: Database = getDb(),
): Promise<{ completedAt: Date | null }> {
  const completedAt = input.isCompleted ? input.now : null;
  const [row] = await db
    .insert(funnelAnswerSets)
    .values({ userId: input.userId, funnel: input.definition.slug, answers: input.answers, completedAt, updatedAt: input.now })
    .onConflictDoUpdate({
      target: [funnelAnswerSets.userId, funnelAnswerSets.funnel],
      set: {
        answers: input.answers,
        completedAt: sql`coalesce(${funnelAnswerSets.completedAt}, excluded.completed_at)`,
        updatedAt: input.now,
      },
    })
    .returning({ completedAt: funnelAnswerSets.completedAt });

  if (!input.isAnonymous) await applyAnswerProfile(db, input.userId);
  const userProperties = userPropertiesOf(input.answers);
  if (Object.keys(userProperties).length > 0)
    await recordServerEvent(
      { eventType: "$identify", userId: input.userId, userProperties, properties: { funnel: input.definition.slug } },
      db,
    );
  return { completedAt: row?.completedAt ?? null };
}
