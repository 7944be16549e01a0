import type { InferInsertModel } from "drizzle-orm";
import { outboxMessages } from "../schema";
import type { FactoryDb } from "./database";

type OutboxRow = InferInsertModel<typeof outboxMessages>;

/** A message in the development outbox, as if we had sent it (no provider configured). */
export async function addOutboxMessage(db: FactoryDb, fields: Partial<OutboxRow> & Pick<OutboxRow, "recipient" | "text">): Promise<void> {
  await db.insert(outboxMessages).values({ channel: "email", meta: {}, ...fields });
}
