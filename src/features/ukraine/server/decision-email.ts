import "server-only";
import { eq } from "drizzle-orm";
import { createTranslator } from "next-intl";
import { ukraineApplications } from "@db/schema/ukraine";
import { readAccount } from "@/features/auth/server";
import { brand } from "@/lib/brand";
import { getConfig } from "@/lib/config";
import { getDb, type Database } from "@/lib/db";
import { sendEmail, type EmailMessage } from "@/lib/delivery";
import { defaultLocale, localizedPath, normalizeLocale } from "@/lib/i18n";
import { loadMessages } from "@/lib/i18n/load-messages";
import { sendJob, transactionExecutor } from "@/lib/jobs";
import type { Transaction } from "@/lib/ownership/types";

/** The job that tells an applicant the decision (jobs/send-decision-email.ts). */
export const SEND_DECISION_EMAIL_JOB = "ukraine.send-decision-email";

/** Accounts without a real address end in this reserved domain. */
const NO_MAILBOX = /\.invalid$/i;

/** Queued in the transaction that records the decision: the email exists exactly when the decision commits. */
export function queueDecisionEmail(tx: Transaction, applicationId: string): Promise<void> {
  return sendJob(SEND_DECISION_EMAIL_JOB, { applicationId }, { db: transactionExecutor(tx) });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The decision email in the applicant's interface locale, with a plain-text part: approved (courses
 * premium is open, where to start) or not approved (the admin's reason, how to ask again).
 */
export async function renderDecisionEmail(input: {
  to: string;
  locale: string | null | undefined;
  status: "APPROVED" | "REJECTED";
  reason: string;
  origin: string;
}): Promise<EmailMessage> {
  const locale = normalizeLocale(input.locale ?? undefined) ?? defaultLocale;
  const all = createTranslator({ locale, messages: await loadMessages(locale) });
  const t = (key: string, values?: Record<string, string>) => all(`freeForUkraineEmails.${key}` as never, values as never);
  const greeting = all("emails.greeting" as never);
  const signature = all("emails.signature" as never);
  const approved = input.status === "APPROVED";
  const paragraphs = approved
    ? [t("approvedBody"), t("approvedNext")]
    : [t("rejectedBody"), t("rejectedReason", { reason: input.reason }), t("rejectedNext")];
  const button = approved ? { label: t("approvedButton"), path: "/course" } : { label: t("rejectedButton"), path: "/contact-us" };
  const link = new URL(localizedPath(locale, button.path), input.origin).toString();
  const text = [greeting, "", ...paragraphs.flatMap((p) => [p, ""]), `${button.label}: ${link}`, "", signature].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p style="font-size:20px;font-weight:700;color:${brand.colors.primary}">${brand.name}</p>
<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:${brand.colors.primary};color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:700">${escapeHtml(button.label)}</a></p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return {
    to: input.to,
    subject: t(approved ? "approvedSubject" : "rejectedSubject"),
    text,
    html,
    meta: { kind: approved ? "free-for-ukraine:approved" : "free-for-ukraine:rejected", locale },
  };
}

/** Sends the decision of one application (nothing for an undecided one or an account without an address). */
export async function sendDecisionEmail(
  applicationId: string,
  deps: { db?: Database; send?: (message: EmailMessage) => Promise<void>; origin?: string } = {},
): Promise<boolean> {
  const db = deps.db ?? getDb();
  const [application] = await db.select().from(ukraineApplications).where(eq(ukraineApplications.id, applicationId));
  if (!application || application.status === "PENDING") return false;
  const account = await readAccount(application.userId, db);
  if (!account || NO_MAILBOX.test(account.email)) return false;
  const message = await renderDecisionEmail({
    to: account.email,
    locale: account.locale ?? application.locale,
    status: application.status,
    reason: application.decisionReason ?? "",
    origin: deps.origin ?? getConfig().PUBLIC_ORIGIN,
  });
  await (deps.send ?? sendEmail)(message);
  return true;
}
