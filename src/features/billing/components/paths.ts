/** The paywall's path (without the locale), apart from its page so importing it brings no client component along. */
export const PAYWALL_PATH = "/profile/payments-subscriptions/choose";
