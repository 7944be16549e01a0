import { formatCurrency } from "@/lib/i18n/format";
import { normalizeLocale } from "@/lib/i18n/locales";

/** The strings the sandbox's hosted pages show (from the `checkout` namespace, picked on the server). */
export interface SandboxStrings {
  testModeBadge: string;
  testModeNotice: string;
  /** The notice without "pay with one of the test cards below", where no cards are listed (the bank's step). */
  testModeNoticeShort: string;
  title: string;
  testCardsTitle: string;
  testCardSuccess: string;
  testCardDeclined: string;
  testCardAuthentication: string;
  testCardInsufficient: string;
  testCardHint: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  /** With {amount}. */
  pay: string;
  startTrial: string;
  /** With {days} and {amount}. */
  trialTerms: string;
  paying: string;
  back: string;
  notFound: string;
  alreadyPaid: string;
  continue: string;
  authTitle: string;
  /** With {amount}. */
  authBody: string;
  authApprove: string;
  authDeny: string;
  authNotPending: string;
  /** By decline reason. */
  declined: Record<string, string>;
  /** By plan id. */
  plans: Record<string, string>;
}

/** Minor units in the page's locale: 1499 USD → "$14.99". */
export function formatMinor(locale: string, amount: number, currency: string): string {
  const digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  // The site's one currency format (a locale's own currency with its narrow symbol).
  return formatCurrency(normalizeLocale(locale) ?? "en", amount / 10 ** digits, currency);
}

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The test cards, as the sandbox knows them (sandbox-cards.ts), and what each does. */
export const TEST_CARD_LIST = [
  { number: "4242 4242 4242 4242", key: "testCardSuccess" },
  { number: "4000 0000 0000 0002", key: "testCardDeclined" },
  { number: "4000 0025 0000 3155", key: "testCardAuthentication" },
  { number: "4000 0000 0000 9995", key: "testCardInsufficient" },
] as const;
