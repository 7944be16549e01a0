import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { ownedRecords } from "./owned-records";

/** Identity's own tables: they are the account, not records owned by it. */
const IDENTITY_TABLES = ["session", "account", "two_factor", "email_action_codes"];

describe("owned records registry", () => {
  it("covers every table with a foreign key to user.id, so anonymous data can never be left behind", async () => {
    const result = await getDb().execute<{ table_name: string }>(sql`
      select distinct tc.table_name
      from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'user' and ccu.column_name = 'id'`);
    const owning = result.rows.map((row) => row.table_name).filter((table) => !IDENTITY_TABLES.includes(table));
    expect(owning.length).toBeGreaterThan(0);
    expect(owning.sort()).toEqual(ownedRecords.map((kind) => kind.table).sort());
  });
});
