/** The paywall's path (without the locale), apart from its page so importing it brings no client component along. */
export const PAYWALL_PATH = "/profile/payments-subscriptions/choose";
/** Where a person changes, pauses, cancels or resumes what they hold (without the locale). */
export const MANAGE_SUBSCRIPTIONS_PATH = "/profile/settings/payments-subscriptions";
