import { asc, eq, type InferInsertModel } from "drizzle-orm";
import { contactMessages } from "../schema";
import type { FactoryDb } from "./database";

type ContactMessageRow = InferInsertModel<typeof contactMessages>;

let sequence = 0;

/** Builds a valid contact message row; seed data and tests both use it. */
export function buildContactMessage(overrides: Partial<ContactMessageRow> = {}): ContactMessageRow {
  sequence += 1;
  return {
    name: `Ada Learner ${sequence}`,
    email: `learner${sequence}@example.com`,
    topic: "general",
    message: "Hello! I would like to know more about the group lessons schedule.",
    locale: "en",
    ...overrides,
  };
}

/** The contact messages (business leads included) sent from an address, oldest first: how tests read what a form stored. */
export async function contactMessagesFrom(db: FactoryDb, email: string) {
  return db
    .select({ name: contactMessages.name, topic: contactMessages.topic, message: contactMessages.message, locale: contactMessages.locale })
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(asc(contactMessages.createdAt));
}
