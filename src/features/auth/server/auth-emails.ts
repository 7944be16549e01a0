import "server-only";
import { createTranslator } from "next-intl";
import type { EmailMessage } from "@/lib/delivery";
import { defaultLocale, normalizeLocale, type Locale } from "@/lib/i18n";
import { loadMessages } from "@/lib/i18n/load-messages";
import { brand } from "@/lib/brand";

export type CodeEmailKind = "email-verification" | "sign-in" | "forget-password" | "change-email";

const keys: Record<CodeEmailKind, { subject: string; body: string }> = {
  "email-verification": { subject: "verifySubject", body: "verifyBody" },
  "sign-in": { subject: "signInSubject", body: "signInBody" },
  "forget-password": { subject: "resetSubject", body: "resetBody" },
  "change-email": { subject: "changeEmailSubject", body: "changeEmailBody" },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type Translate = (key: string, values?: Record<string, string>) => string;

async function translator(locale: Locale): Promise<Translate> {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace: "emails" }) as unknown as Translate;
}

/** A translated email carrying a one-time code, with a plain-text part. */
export async function renderCodeEmail(input: {
  to: string;
  code: string;
  kind: CodeEmailKind;
  locale?: string | null;
}): Promise<EmailMessage> {
  const locale = normalizeLocale(input.locale ?? undefined) ?? defaultLocale;
  const t = await translator(locale);
  const { subject, body } = keys[input.kind];
  const lines = [t("greeting"), "", t(body), "", input.code, "", t("codeExpires"), "", t("ignore"), "", t("signature")];
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p style="font-size:20px;font-weight:700;color:${brand.colors.primary}">${brand.name}</p>
<p>${escapeHtml(t("greeting"))}</p><p>${escapeHtml(t(body))}</p>
<p style="font-size:32px;font-weight:700;letter-spacing:6px">${escapeHtml(input.code)}</p>
<p>${escapeHtml(t("codeExpires"))}</p><p style="color:#4b5563">${escapeHtml(t("ignore"))}</p><p>${escapeHtml(t("signature"))}</p>
</body></html>`;
  return {
    to: input.to,
    subject: t(subject, { code: input.code }),
    text: lines.join("\n"),
    html,
    meta: { kind: input.kind, code: input.code, locale },
  };
}

export async function renderCodeSms(input: { code: string; locale?: string | null }): Promise<string> {
  const locale = normalizeLocale(input.locale ?? undefined) ?? defaultLocale;
  return (await translator(locale))("smsCode", { code: input.code });
}

export type LinkEmailKind =
  "signIn" | "verifyEmail" | "resetPassword" | "verifyAndChangeEmail" | "recoverEmail" | "revertSecondFactorAddition";

const linkKeys: Record<LinkEmailKind, { subject: string; body: string; button: string }> = {
  signIn: { subject: "signInLinkSubject", body: "signInLinkBody", button: "signInLinkButton" },
  verifyEmail: { subject: "verifyLinkSubject", body: "verifyLinkBody", button: "verifyLinkButton" },
  resetPassword: { subject: "resetLinkSubject", body: "resetLinkBody", button: "resetLinkButton" },
  verifyAndChangeEmail: { subject: "changeEmailLinkSubject", body: "changeEmailLinkBody", button: "changeEmailLinkButton" },
  recoverEmail: { subject: "recoverEmailSubject", body: "recoverEmailBody", button: "recoverEmailButton" },
  revertSecondFactorAddition: { subject: "secondFactorSubject", body: "secondFactorBody", button: "secondFactorButton" },
};

/** Emails that tell the owner of a change made to the account, with the link that undoes it. */
const SECURITY_NOTICES: ReadonlySet<LinkEmailKind> = new Set(["recoverEmail", "revertSecondFactorAddition"]);

/** A translated email carrying a one-time link, with a plain-text part. */
export async function renderLinkEmail(input: {
  to: string;
  link: string;
  kind: LinkEmailKind;
  locale?: string | null;
  values?: Record<string, string>;
}): Promise<EmailMessage> {
  const locale = normalizeLocale(input.locale ?? undefined) ?? defaultLocale;
  const t = await translator(locale);
  const keysFor = linkKeys[input.kind];
  const body = t(keysFor.body, input.values);
  // A notice of a change to the account asks its reader to act if it was not them: "you can ignore
  // this email" and "request a new link" would contradict it (and there is no new link to ask for).
  const footer = SECURITY_NOTICES.has(input.kind) ? [] : [t("linkExpires"), t("ignore")];
  const text = [t("greeting"), "", body, "", input.link, "", ...footer.flatMap((line) => [line, ""]), t("signature")].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p style="font-size:20px;font-weight:700;color:${brand.colors.primary}">${brand.name}</p>
<p>${escapeHtml(t("greeting"))}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:${brand.colors.primary};color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:700">${escapeHtml(t(keysFor.button))}</a></p>
<p style="color:#4b5563;font-size:14px">${escapeHtml(input.link)}</p>
${footer.map((line) => `<p style="color:#4b5563">${escapeHtml(line)}</p>`).join("")}<p>${escapeHtml(t("signature"))}</p>
</body></html>`;
  return { to: input.to, subject: t(keysFor.subject), text, html, meta: { kind: `link:${input.kind}`, link: input.link, locale } };
}

/**
 * To the owner of an address someone tried to sign up with: the account exists; here is the way
 * in (sign in) and a one-time link to choose a new password. The sign-up answer itself never
 * says the address is taken.
 */
export async function renderExistingAccountEmail(input: {
  to: string;
  signInUrl: string;
  resetLink: string;
  locale?: string | null;
}): Promise<EmailMessage> {
  const locale = normalizeLocale(input.locale ?? undefined) ?? defaultLocale;
  const t = await translator(locale);
  const text = [
    t("greeting"),
    "",
    t("existingAccountBody"),
    "",
    `${t("existingAccountSignInButton")}: ${input.signInUrl}`,
    "",
    `${t("existingAccountResetButton")}: ${input.resetLink}`,
    "",
    t("existingAccountIgnore"),
    "",
    t("signature"),
  ].join("\n");
  const button = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;background:${brand.colors.primary};color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:700;margin:4px 8px 4px 0">${escapeHtml(label)}</a>`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p style="font-size:20px;font-weight:700;color:${brand.colors.primary}">${brand.name}</p>
<p>${escapeHtml(t("greeting"))}</p><p>${escapeHtml(t("existingAccountBody"))}</p>
<p>${button(input.signInUrl, t("existingAccountSignInButton"))}${button(input.resetLink, t("existingAccountResetButton"))}</p>
<p style="color:#4b5563">${escapeHtml(t("existingAccountIgnore"))}</p><p>${escapeHtml(t("signature"))}</p>
</body></html>`;
  return {
    to: input.to,
    subject: t("existingAccountSubject"),
    text,
    html,
    meta: { kind: "existing-account", link: input.resetLink, locale },
  };
}
