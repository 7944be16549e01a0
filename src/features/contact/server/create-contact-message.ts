import { contactMessages } from "@db/schema/contact";
import type { Database } from "@/lib/db";
import type { ContactMessage } from "../model/contact-schema";

/** Stores a validated contact message and returns its id. */
export async function createContactMessage(
  db: Database,
  input: Omit<ContactMessage, "website"> & { locale: string; ownerId?: string | null },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      topic: input.topic,
      message: input.message,
      locale: input.locale,
      ownerId: input.ownerId ?? null,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message insert returned no row");
  return row;
}
