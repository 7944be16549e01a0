// Test fixture (db/embedded.integration.test.ts): starts the embedded server like `npm start` does,
// prints "ready", and waits to be killed.
import { startEmbeddedPostgres } from "./embedded";

const [dataDir = "", port = ""] = process.argv.slice(2);
await startEmbeddedPostgres({ dataDir, port: Number(port) });
process.stdout.write("ready\n");
setInterval(() => undefined, 60_000);
