import type { NodePgDatabase } from "drizzle-orm/node-postgres";

/** The database a factory writes to: the app's (`getDb()`), the seed's, or the browser tests' own connection. */
export type FactoryDb = NodePgDatabase<Record<string, unknown>>;
