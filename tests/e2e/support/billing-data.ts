import { execFileSync } from "node:child_process";
import path from "node:path";
import type { NewCredits, NewPayment, NewSubscription } from "../../../db/factories";

/** What to make for one person: a saved card, subscriptions (through the state machine), payments (receipts), credits. */
export interface BillingDataPlan {
  userId: string;
  savedCard?: string;
  subscriptions?: NewSubscription[];
  payments?: NewPayment[];
  credits?: NewCredits[];
}

export interface BillingData {
  subscriptions: string[];
  payments: { id: string; receiptNumber: number }[];
  credits: { lotId: string; entryId: string }[];
}

/**
 * Makes billing data in the browser tests' database with the factories. Subscriptions and credits
 * go through billing's server-only functions, so this runs them in a child process with the
 * react-server condition (the test runner cannot load them itself).
 */
export function makeBillingData(plan: BillingDataPlan): BillingData {
  const output = execFileSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", path.resolve("tests/e2e/support/billing-data-cli.ts"), JSON.stringify(plan)],
    { cwd: process.cwd(), encoding: "utf8", env: process.env, stdio: ["ignore", "pipe", "inherit"] },
  );
  return JSON.parse(output) as BillingData;
}
