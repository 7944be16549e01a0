/** The legal documents under /terms, in reading order; `messageKey` names their link text in `legalLinks`. */
export const legalDocuments = [
  { slug: "terms-and-conditions", messageKey: "termsAndConditions" },
  { slug: "platform-guidelines", messageKey: "platformGuidelines" },
  { slug: "privacy-policy", messageKey: "privacyPolicy" },
  { slug: "cookie-policy", messageKey: "cookiePolicy" },
  { slug: "refund", messageKey: "refund" },
  { slug: "subscription-terms", messageKey: "subscriptionTerms" },
  { slug: "do-not-sell-my-personal-information", messageKey: "doNotSell" },
] as const;

export type LegalSlug = (typeof legalDocuments)[number]["slug"];

export function isLegalSlug(value: string): value is LegalSlug {
  return legalDocuments.some((doc) => doc.slug === value);
}
