import { getTranslations } from "next-intl/server";
import { BUSINESS_LEAD_LIMITS, teamSizes } from "@/features/contact";
import type { Locale } from "@/lib/i18n";
import { BusinessLeadForm, type BusinessLeadStrings } from "./business-lead-form";

const ERROR_IDS = [
  "nameRequired",
  "nameTooLong",
  "emailRequired",
  "emailInvalid",
  "companyRequired",
  "companyTooLong",
  "teamSizeRequired",
  "messageTooLong",
] as const;

const TEXT_KEYS = [
  "title",
  "intro",
  "name",
  "email",
  "company",
  "teamSize",
  "teamSizePlaceholder",
  "message",
  "send",
  "sending",
  "successTitle",
  "successBody",
  "failed",
  "rateLimited",
  "errorSummary",
  "honeypot",
] as const;

/** The business page's lead form with its strings from the catalogue (the island gets plain strings, no client next-intl). */
export async function BusinessLeadSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "businessLead" });
  const contact = await getTranslations({ locale, namespace: "contact" });
  const strings: BusinessLeadStrings = {
    needsJavaScript: contact("needsJavaScript"),
    ...(Object.fromEntries(TEXT_KEYS.map((key) => [key, t(key)])) as Record<(typeof TEXT_KEYS)[number], string>),
    messageHint: t("messageHint", { max: BUSINESS_LEAD_LIMITS.messageMax }),
    errors: Object.fromEntries(ERROR_IDS.map((id) => [id, t(`errors.${id}`)])),
    teamSizes: Object.fromEntries(teamSizes.map((size) => [size, t(`teamSizes.${size}`)])),
  };
  return <BusinessLeadForm strings={strings} teamSizes={teamSizes} limits={BUSINESS_LEAD_LIMITS} locale={locale} />;
}
