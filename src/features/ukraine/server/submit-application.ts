import "server-only";
import { ukraineApplications } from "@db/schema/ukraine";
import { isFreeForUkraine } from "@/features/profile/server";
import { getDb, type Database } from "@/lib/db";
import { logger } from "@/lib/logger";
import { applicationFieldErrors, applicationSchema, type ApplicationField, type ApplicationView } from "../model/application";
import { canApply } from "../model/decision";
import { readLatestApplication, readPendingApplication, toApplicationView } from "./application-store";

export type SubmitResult =
  | { status: "created"; application: ApplicationView }
  /** The person already has an open or approved application: it is shown, nothing new is stored. */
  | { status: "exists"; application: ApplicationView }
  /** The free_for_ukraine flag is off: no new applications. */
  | { status: "closed" }
  /** The person's profile has free_for_ukraine already (granted without an application): nothing to apply for. */
  | { status: "member" }
  | { status: "invalid"; fields: Partial<Record<ApplicationField, string>> };

/**
 * A registered person applies (decision record 0040). One open application per person: a second
 * submit (even a concurrent one: the partial unique index decides) answers with the open one.
 * Closed programme → nothing stored. The caller has checked the person is registered.
 */
export async function submitApplication(
  userId: string,
  input: unknown,
  options: { open: boolean; locale: string; db?: Database; now?: Date },
): Promise<SubmitResult> {
  const db = options.db ?? getDb();
  const [latest, hasProgramme] = await Promise.all([readLatestApplication(userId, db), isFreeForUkraine(userId, db)]);
  const gate = canApply(latest?.status ?? null, options.open, hasProgramme);
  if (!gate.open)
    return gate.reason === "closed" || gate.reason === "member" ? { status: gate.reason } : { status: "exists", application: latest! };
  const parsed = applicationSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", fields: applicationFieldErrors(parsed.error) };
  const now = options.now ?? new Date();
  const [row] = await db
    .insert(ukraineApplications)
    .values({
      userId,
      situation: parsed.data.situation,
      city: parsed.data.city,
      country: parsed.data.country,
      note: parsed.data.note,
      locale: options.locale,
      consentedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    // Another submit stored the open application first.
    const pending = await readPendingApplication(userId, db);
    if (pending) return { status: "exists", application: pending };
    throw new Error("the application was neither stored nor found");
  }
  logger.info({ applicationId: row.id }, "free-for-Ukraine application received");
  return { status: "created", application: toApplicationView(row) };
}
