import "server-only";
import { createTranslator } from "next-intl";
import { brand } from "@/lib/brand";
import type { EmailMessage } from "@/lib/delivery";
import { defaultLocale, localizedPath, normalizeLocale, type Locale } from "@/lib/i18n";
import { loadMessages } from "@/lib/i18n/load-messages";

/** Where a person manages their subscriptions and payment method. */
export const SUBSCRIPTIONS_PAGE = "/profile/settings/payments-subscriptions";

export type Translate = (key: string, values?: Record<string, string | number>) => string;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The person's locale (or the default) and a translator over the whole catalogue. */
export async function emailTranslator(requested: string | null | undefined): Promise<{ locale: Locale; t: Translate }> {
  const locale = normalizeLocale(requested ?? undefined) ?? defaultLocale;
  const t = createTranslator({ locale, messages: await loadMessages(locale) }) as unknown as Translate;
  return { locale, t };
}

/** The product's name in the email (`billingEmails.product.<type>`). */
export function productName(t: Translate, type: string): string {
  return ["courses_premium", "tutoring", "group_lessons"].includes(type)
    ? t(`billingEmails.product.${type}`)
    : t("billingEmails.product.other");
}

/** One billing email: greeting, paragraphs, one button (also written out in the plain-text part), signature. */
export function billingEmail(input: {
  to: string;
  locale: Locale;
  t: Translate;
  subject: string;
  paragraphs: string[];
  button: { label: string; path: string };
  origin: string;
  meta: Record<string, string>;
}): EmailMessage {
  const { t, locale } = input;
  const link = new URL(localizedPath(locale, input.button.path), input.origin).toString();
  const text = [
    t("emails.greeting"),
    "",
    ...input.paragraphs.flatMap((p) => [p, ""]),
    `${input.button.label}: ${link}`,
    "",
    t("emails.signature"),
  ].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p style="font-size:20px;font-weight:700;color:${brand.colors.primary}">${brand.name}</p>
<p>${escapeHtml(t("emails.greeting"))}</p>${input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:${brand.colors.primary};color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:700">${escapeHtml(input.button.label)}</a></p>
<p>${escapeHtml(t("emails.signature"))}</p>
</body></html>`;
  return { to: input.to, subject: input.subject, text, html, meta: { ...input.meta, locale } };
}
