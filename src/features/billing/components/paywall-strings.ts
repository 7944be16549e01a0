import type { BuyButtonStrings } from "./buy-button";
import type { PaywallT } from "./pricing-parts";

/** The buy button's strings but its label. */
export function buyStrings(t: PaywallT): Omit<BuyButtonStrings, "label"> {
  return {
    opening: t("opening"),
    errorNetwork: t("errorNetwork"),
    errorBusy: t("errorBusy"),
    errorUnavailable: t("errorUnavailable"),
    errorGeneric: t("errorGeneric"),
    errorHeld: t("errorHeld"),
  };
}

export function purchaseTermsStrings(t: PaywallT, legal: (key: string) => string) {
  return { label: t("purchaseTerms"), subscriptionTerms: legal("subscriptionTerms"), refund: legal("refund") };
}
