import { hashPassword } from "better-auth/crypto";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { demoAccounts, DEMO_PASSWORD } from "./demo-accounts";
import { buildContactMessage } from "./factories";
import { account, contactMessages, products, profiles, user } from "./schema";

/**
 * Demo data for a fresh install. Idempotent: fixed ids, existing rows are left alone. The demo
 * accounts (with a published password) are only created outside production.
 */
export async function seedDatabase(db: NodePgDatabase<Record<string, unknown>>, options: { demoAccounts?: boolean } = {}): Promise<void> {
  if (options.demoAccounts) await seedDemoAccounts(db);
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

async function seedDemoAccounts(db: NodePgDatabase<Record<string, unknown>>): Promise<void> {
  const password = await hashPassword(DEMO_PASSWORD);
  for (const demo of demoAccounts) {
    const inserted = await db
      .insert(user)
      .values({ id: demo.id, name: demo.name, email: demo.email, emailVerified: true, locale: "en" })
      .onConflictDoNothing()
      .returning({ id: user.id });
    if (inserted.length === 0) continue; // already seeded (or the address is taken): leave it alone
    await db.insert(account).values({
      id: `${demo.id}-credential`,
      accountId: demo.id,
      providerId: "credential",
      userId: demo.id,
      password,
      updatedAt: new Date(),
    });
    await db
      .insert(profiles)
      .values({ userId: demo.id, displayName: demo.name, freeForUkraine: demo.freeForUkraine ?? false, interfaceLocale: "en" });
    if (demo.products.length) {
      await db
        .insert(products)
        .values(demo.products.map((product) => ({ ...product, ownerId: demo.id, source: "seed", periodStart: new Date() })));
    }
  }
}
