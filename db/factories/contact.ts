import type { InferInsertModel } from "drizzle-orm";
import type { contactMessages } from "../schema";

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
