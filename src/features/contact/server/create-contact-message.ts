import { contactMessages } from "@db/schema/contact";
import type { Database } from "@/lib/db";
import type { BUSINESS_LEAD_TOPIC } from "../model/business-lead-schema";
import type { ContactMessage, ContactTopic } from "../model/contact-schema";

/** Stores a validated contact message (or a business lead, topic `business`) and returns its id. */
export async function createContactMessage(
  db: Database,
  input: Omit<ContactMessage, "website" | "topic"> & {
    topic: ContactTopic | typeof BUSINESS_LEAD_TOPIC;
    locale: string;
    ownerId?: string | null;
  },
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
