import { contactMessages } from "./schema";
import { buildContactMessage } from "./factories";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";

/** Demo data for a fresh install. Idempotent: fixed ids, existing rows are left alone. */
export async function seedDatabase(db: NodePgDatabase<Record<string, unknown>>): Promise<void> {
  await db
    .insert(contactMessages)
    .values([
      buildContactMessage({
        id: "00000000-0000-4000-8000-000000000001",
        name: "Olena Kovalenko",
        email: "olena@example.com",
        topic: "tutoring",
        message: "Do your tutors offer lessons for IELTS preparation in the evenings (Kyiv time)?",
        locale: "uk",
      }),
      buildContactMessage({
        id: "00000000-0000-4000-8000-000000000002",
        name: "Lucas Martins",
        email: "lucas@example.com",
        topic: "courses",
        message: "Can I switch my personal plan from business English to travel English?",
        locale: "pt",
      }),
    ])
    .onConflictDoNothing({ target: contactMessages.id });
}
