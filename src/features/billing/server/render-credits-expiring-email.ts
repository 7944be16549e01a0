import "server-only";
import { createTranslator } from "next-intl";
import { brand } from "@/lib/brand";
import type { EmailMessage } from "@/lib/delivery";
import { defaultLocale, formatDate, localizedPath, normalizeLocale } from "@/lib/i18n";
import { loadMessages } from "@/lib/i18n/load-messages";
import type { ExpiryReminder } from "../model/credit-lots";

/** Where a person sees their credits (the wallet page of issue 12). */
export const WALLET_PAGE = "/profile/settings/tutoring-credits";

type Translate = (key: string, values?: Record<string, string | number>) => string;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The translated "credits expire soon / tomorrow" email, with a plain-text part. */
export async function renderCreditsExpiringEmail(input: {
  to: string;
  locale?: string | null;
  reminder: ExpiryReminder;
  credits: number;
  expiresAt: Date;
  origin: string;
}): Promise<EmailMessage> {
  const locale = normalizeLocale(input.locale ?? undefined) ?? defaultLocale;
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "emails" }) as unknown as Translate;
  const subject = t(input.reminder === "week" ? "creditsExpiringWeekSubject" : "creditsExpiringDaySubject");
  const body = t("creditsExpiringBody", { count: input.credits, date: formatDate(locale, input.expiresAt) });
  const link = new URL(localizedPath(locale, WALLET_PAGE), input.origin).toString();
  const text = [t("greeting"), "", body, "", `${t("creditsExpiringButton")}: ${link}`, "", t("signature")].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p style="font-size:20px;font-weight:700;color:${brand.colors.primary}">${brand.name}</p>
<p>${escapeHtml(t("greeting"))}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:${brand.colors.primary};color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:700">${escapeHtml(t("creditsExpiringButton"))}</a></p>
<p>${escapeHtml(t("signature"))}</p>
</body></html>`;
  return {
    to: input.to,
    subject,
    text,
    html,
    meta: { kind: `credits-expiring:${input.reminder}`, locale, credits: String(input.credits), expiresAt: input.expiresAt.toISOString() },
  };
}
