// Writes billing test data for the browser tests with billing's own functions (db/factories):
// run by billing-data.ts under `node --conditions=react-server --import tsx`, because those
// functions are server-only modules. Reads the plan from argv[2] (JSON), prints what it made.
import { giveCredits, giveReceipt, giveSavedCard, startPaidSubscription } from "../../../db/factories";
import type { BillingDataPlan } from "./billing-data";
import { connectE2EDatabase } from "./database";

const revive = (_: string, value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value) ? new Date(value) : value;

const plan = JSON.parse(process.argv[2]!, revive) as BillingDataPlan;
const { db, close } = connectE2EDatabase();
try {
  if (plan.savedCard) await giveSavedCard(db, plan.userId, plan.savedCard);
  const subscriptions = [];
  for (const subscription of plan.subscriptions ?? []) subscriptions.push((await startPaidSubscription(db, plan.userId, subscription)).id);
  const payments = [];
  for (const payment of plan.payments ?? []) {
    const row = await giveReceipt(db, plan.userId, payment);
    payments.push({ id: row.id, receiptNumber: row.receiptNumber });
  }
  const credits = [];
  for (const grant of plan.credits ?? []) credits.push(await giveCredits(db, plan.userId, grant));
  process.stdout.write(JSON.stringify({ subscriptions, payments, credits }));
} finally {
  await close();
}
