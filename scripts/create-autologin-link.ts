// `npm run auth:autologin-link -- <email> [/en/path]`: prints a one-time autologin link for an
// account (valid 7 days, single use), for support staff and emails sent outside the app.
import { eq } from "drizzle-orm";
import { user } from "../db/schema";
import { createActionCode } from "../src/features/auth/server/action-codes";
import { getConfig } from "../src/lib/config";
import { getDb, getPool } from "../src/lib/db";
import { isSafeRedirect } from "../src/lib/http/safe-redirect";
import { connectScriptDatabase } from "./lib/script-database";

connectScriptDatabase();

const [email, next = "/en"] = process.argv.slice(2);
if (!email || !isSafeRedirect(next)) {
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
