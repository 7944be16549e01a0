import "server-only";
import { formatDate } from "@/lib/i18n";
import type { EmailMessage } from "@/lib/delivery";
import type { Currency } from "../model/plan-schema";
import { formatMoney } from "../model/price-selection";
import { billingEmail, emailTranslator, productName, SUBSCRIPTIONS_PAGE } from "./render-billing-email";

interface Recipient {
  to: string;
  locale?: string | null;
  origin: string;
}

/** "Your trial ends in 3 days": the date, the first charge and its amount, where to cancel. */
export async function renderTrialEndingEmail(
  input: Recipient & { productType: string; trialEndsAt: Date; amount: number; currency: Currency },
): Promise<EmailMessage> {
  const { locale, t } = await emailTranslator(input.locale);
  const values = {
    product: productName(t, input.productType),
    date: formatDate(locale, input.trialEndsAt),
    amount: formatMoney(locale, input.amount, input.currency),
  };
  return billingEmail({
    ...input,
    locale,
    t,
    subject: t("billingEmails.trialEndingSubject", values),
    paragraphs: [t("billingEmails.trialEndingBody", values), t("billingEmails.trialEndingCancel", values)],
    button: { label: t("billingEmails.manageButton"), path: SUBSCRIPTIONS_PAGE },
    meta: { kind: "trial-ending", trialEndsAt: input.trialEndsAt.toISOString() },
  });
}

/** "We could not renew": the amount, the next retry (access stays until then) or the end after the last one. */
export async function renderRenewalFailedEmail(
  input: Recipient & { productType: string; amount: number; currency: Currency; nextRetryAt: Date | null },
): Promise<EmailMessage> {
  const { locale, t } = await emailTranslator(input.locale);
  const values = {
    product: productName(t, input.productType),
    amount: formatMoney(locale, input.amount, input.currency),
    date: input.nextRetryAt === null ? "" : formatDate(locale, input.nextRetryAt),
  };
  const ended = input.nextRetryAt === null;
  return billingEmail({
    ...input,
    locale,
    t,
    subject: t(ended ? "billingEmails.renewalEndedSubject" : "billingEmails.renewalFailedSubject", values),
    paragraphs: [t(ended ? "billingEmails.renewalEndedBody" : "billingEmails.renewalFailedBody", values)],
    button: { label: t("billingEmails.paymentMethodButton"), path: SUBSCRIPTIONS_PAGE },
    meta: {
      kind: ended ? "renewal-failed:ended" : "renewal-failed:retry",
      ...(ended ? {} : { nextRetryAt: input.nextRetryAt!.toISOString() }),
    },
  });
}

/** "Your subscription is canceled": what stays until when, and that nothing more is charged. */
export async function renderCancellationEmail(input: Recipient & { productType: string; accessUntil: Date }): Promise<EmailMessage> {
  const { locale, t } = await emailTranslator(input.locale);
  const values = { product: productName(t, input.productType), date: formatDate(locale, input.accessUntil) };
  return billingEmail({
    ...input,
    locale,
    t,
    subject: t("billingEmails.canceledSubject", values),
    paragraphs: [t("billingEmails.canceledBody", values), t("billingEmails.canceledUndo", values)],
    button: { label: t("billingEmails.manageButton"), path: SUBSCRIPTIONS_PAGE },
    meta: { kind: "cancellation-confirmed", accessUntil: input.accessUntil.toISOString() },
  });
}
