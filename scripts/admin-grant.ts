// `npm run admin:grant -- <email> [--revoke]`: gives (or takes back) the admin role. This script
// is the only way to grant it; the admin pages (/admin/flags, /admin/events) check it on the server.
import { and, eq } from "drizzle-orm";
import { user } from "../db/schema";
import { getDb, getPool } from "../src/lib/db";
import { connectScriptDatabase } from "./lib/script-database";

connectScriptDatabase();
const args = process.argv.slice(2);
const revoke = args.includes("--revoke");
const email = args.find((arg) => !arg.startsWith("--"));
if (!email) {
  console.error("usage: npm run admin:grant -- <email> [--revoke]");
  process.exit(2);
}
const rows = await getDb()
  .update(user)
  .set({ role: revoke ? "user" : "admin", updatedAt: new Date() })
  .where(and(eq(user.email, email.toLowerCase()), eq(user.isAnonymous, false)))
  .returning({ id: user.id });
await getPool().end();
if (rows.length === 0) {
  console.error(`no registered account with the email ${email}`);
  process.exit(1);
}
console.log(revoke ? `${email} is no longer an admin` : `${email} is now an admin`);
