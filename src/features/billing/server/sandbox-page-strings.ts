import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n";
import type { SandboxStrings } from "../components/sandbox-strings";
import { PLANS } from "../model/catalogue";
import type { DeclineReason } from "./providers/payment-provider";

const REASONS: DeclineReason[] = [
  "card_declined",
  "insufficient_funds",
  "card_not_supported",
  "invalid_number",
  "expired_card",
  "invalid_cvc",
  "authentication_failed",
  "authentication_required",
  "processing_error",
];

const KEYS = [
  "testModeBadge",
  "testModeNotice",
  "title",
  "testCardsTitle",
  "testCardSuccess",
  "testCardDeclined",
  "testCardAuthentication",
  "testCardInsufficient",
  "testCardHint",
  "cardNumber",
  "expiryMonth",
  "expiryYear",
  "cvc",
  "pay",
  "startTrial",
  "trialTerms",
  "paying",
  "back",
  "notFound",
  "alreadyPaid",
  "continue",
  "authTitle",
  "authBody",
  "authApprove",
  "authDeny",
  "authNotPending",
] as const;

/** The sandbox pages' strings in `locale` (placeholders left for the browser to fill). */
export async function sandboxPageStrings(locale: Locale): Promise<SandboxStrings> {
  const t = await getTranslations({ locale, namespace: "checkout" });
  const raw = (key: string) => t.raw(key) as string;
  return {
    ...(Object.fromEntries(KEYS.map((key) => [key, raw(key)])) as Omit<SandboxStrings, "declined" | "plans">),
    declined: Object.fromEntries(REASONS.map((reason) => [reason, raw(`declined.${reason}`)])),
    plans: Object.fromEntries(PLANS.map((plan) => [plan.id, raw(`plans.${plan.id}`)])),
  };
}
