import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { demoAccounts, DEMO_PASSWORD } from "./demo-accounts";
import { buildContactMessage, createProfile, createUser, findUserByEmail, findUserById, giveProducts } from "./factories";
import { contactMessages } from "./schema";

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
  for (const demo of demoAccounts) {
    // Already seeded (or the address is taken): leave it alone.
    if ((await findUserById(db, demo.id)) || (await findUserByEmail(db, demo.email))) continue;
    const created = await createUser(db, { id: demo.id, name: demo.name, email: demo.email, password: DEMO_PASSWORD, locale: "en" });
    await createProfile(db, created.id, { displayName: demo.name, freeForUkraine: demo.freeForUkraine ?? false, interfaceLocale: "en" });
    await giveProducts(
      db,
      created.id,
      demo.products.map((product) => ({ ...product, source: "seed" })),
    );
  }
}
