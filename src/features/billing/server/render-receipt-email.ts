import "server-only";
import { createTranslator } from "next-intl";
import { brand } from "@/lib/brand";
import type { EmailMessage } from "@/lib/delivery";
import { defaultLocale, formatDate, localizedPath, normalizeLocale } from "@/lib/i18n";
import { loadMessages } from "@/lib/i18n/load-messages";
import { isCurrency, formatMoney } from "../model/price-selection";
import { receiptNumberText } from "../model/money";

/** Where a person finds their receipts (wt-account's settings page). */
export const RECEIPTS_PAGE = "/profile/settings/payments-subscriptions";

type Translate = (key: string, values?: Record<string, string | number>) => string;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export interface ReceiptFacts {
  to: string;
  locale?: string | null;
  receiptNumber: number;
  planId: string;
  amount: number;
  currency: string;
  paidAt: Date;
  paymentMethodLabel: string | null;
  origin: string;
}

/** The translated receipt email, with a plain-text part. */
export async function renderReceiptEmail(input: ReceiptFacts): Promise<EmailMessage> {
  const locale = normalizeLocale(input.locale ?? undefined) ?? defaultLocale;
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: "checkout" }) as unknown as Translate;
  const greet = createTranslator({ locale, messages, namespace: "emails" }) as unknown as Translate;
  const amount = isCurrency(input.currency) ? formatMoney(locale, input.amount, input.currency) : `${input.amount} ${input.currency}`;
  const plan = t(`plans.${input.planId}`);
  const subject = t("receiptSubject", { number: receiptNumberText(input.receiptNumber) });
  const lines: [string, string][] = [
    [t("receiptNumber"), receiptNumberText(input.receiptNumber)],
    [t("receiptDate"), formatDate(locale, input.paidAt)],
    [t("receiptPlan"), plan],
    [t("receiptAmount"), amount],
    ...(input.paymentMethodLabel ? [[t("receiptMethod"), input.paymentMethodLabel] as [string, string]] : []),
  ];
  const link = new URL(localizedPath(locale, RECEIPTS_PAGE), input.origin).toString();
  const text = [
    greet("greeting"),
    "",
    t("receiptIntro"),
    "",
    ...lines.map(([label, value]) => `${label}: ${value}`),
    "",
    `${t("receiptLink")}: ${link}`,
    "",
    greet("signature"),
  ].join("\n");
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#4b5563">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p style="font-size:20px;font-weight:700;color:${brand.colors.primary}">${brand.name}</p>
<p>${escapeHtml(greet("greeting"))}</p><p>${escapeHtml(t("receiptIntro"))}</p>
<table role="presentation">${rows}</table>
<p><a href="${escapeHtml(link)}">${escapeHtml(t("receiptLink"))}</a></p>
<p>${escapeHtml(greet("signature"))}</p>
</body></html>`;
  return { to: input.to, subject, text, html, meta: { kind: "receipt", locale, receiptNumber: String(input.receiptNumber) } };
}
