// `npm run auth:autologin-link -- <email> [/en/path]`: prints a one-time autologin link for an
// account (valid 7 days, single use), for support staff and emails sent outside the app.
import { existsSync, readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { user } from "../db/schema";
import { createActionCode } from "../src/features/auth/server/action-codes";
import { getConfig, parseConfig } from "../src/lib/config";
import { getDb, getPool } from "../src/lib/db";

// Without DATABASE_URL, talk to the embedded server that `npm start` runs.
const { DATABASE_URL, EMBEDDED_PG_DIR, EMBEDDED_PG_PORT } = parseConfig(process.env);
if (!DATABASE_URL) {
  const passwordFile = `${EMBEDDED_PG_DIR}.password`;
  if (!existsSync(passwordFile)) {
    console.error("No DATABASE_URL and no embedded database yet: run `npm start` first.");
    process.exit(1);
  }
  const password = encodeURIComponent(readFileSync(passwordFile, "utf8").trim());
  process.env.DATABASE_URL = `postgres://postgres:${password}@127.0.0.1:${EMBEDDED_PG_PORT}/lingora`;
}

const [email, next = "/en"] = process.argv.slice(2);
if (!email || !next.startsWith("/")) {
  console.error("usage: npm run auth:autologin-link -- <email> [/locale/path]");
  process.exit(2);
}
const [account] = await getDb().select().from(user).where(eq(user.email, email.toLowerCase()));
if (!account) {
  console.error(`no account with the email ${email}`);
  process.exit(1);
}
const token = await createActionCode(getDb(), { mode: "autologin", email: account.email, userId: account.id, payload: { next } });
const locale = next.split("/")[1] || "en";
console.log(`${getConfig().PUBLIC_ORIGIN}/${locale}/autologin?token=${token}`);
await getPool().end();
