import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n";
import type { SandboxStrings } from "../components/sandbox-strings";
import { PLANS } from "../model/catalogue";
import type { DeclineReason } from "./providers/payment-provider";

// Every reason, checked by the compiler: a reason added to DeclineReason must be said here too.
const REASON_SET: Record<DeclineReason, true> = {
  card_declined: true,
  insufficient_funds: true,
  card_not_supported: true,
  invalid_number: true,
  expired_card: true,
  invalid_expiry_month: true,
  invalid_cvc: true,
  authentication_failed: true,
  authentication_required: true,
  processing_error: true,
};
const REASONS = Object.keys(REASON_SET) as DeclineReason[];

const KEYS = [
  "testModeBadge",
  "testModeNotice",
  "testModeNoticeShort",
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
