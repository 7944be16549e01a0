import "server-only";
import { desc, eq } from "drizzle-orm";
import { funnelAnswerSets } from "@db/schema/funnels";
import { getDb, type Database } from "@/lib/db";
import type { Locale } from "@/lib/i18n";
import { INTEREST_KEYS, interestsFrom, type Interests } from "../model/interests";
import { loadFunnel } from "./load-funnels";

/**
 * The learner's interests for /for-you (decision record 0036): the topics and skills of their most
 * recently stored answer set that has any (for-you-start-onboarding's, or any funnel's that asked),
 * named in the interface language; null when no funnel asked them yet.
 */
export async function readInterests(
  userId: string,
  locale: Locale,
  db: Database = getDb(),
): Promise<(Interests & { funnel: string }) | null> {
  const rows = await db
    .select({ funnel: funnelAnswerSets.funnel, answers: funnelAnswerSets.answers })
    .from(funnelAnswerSets)
    .where(eq(funnelAnswerSets.userId, userId))
    .orderBy(desc(funnelAnswerSets.updatedAt));
  for (const row of rows) {
    const interests = interestsFrom(row.answers, loadFunnel(row.funnel), locale);
    if (INTEREST_KEYS.some((key) => interests[key].length > 0)) return { funnel: row.funnel, ...interests };
  }
  return null;
}
