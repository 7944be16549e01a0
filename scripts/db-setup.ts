// `npm run db:setup`: applies the committed migrations and the idempotent demo seed
// to DATABASE_URL, or to the embedded server when DATABASE_URL is not set.
import { parseConfig } from "../src/lib/config/parse-config";
import { prepareDatabase } from "./lib/prepare-database";

const config = parseConfig(process.env);
const database = await prepareDatabase(config, { log: (msg) => console.log(`[lingora] ${msg}`) });
await database.embedded?.stop();
