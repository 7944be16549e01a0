import "server-only";
import { eq } from "drizzle-orm";
import { billingCustomers } from "@db/schema/billing";
import { getConfig } from "@/lib/config";
import { getDb, type Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { safeRedirectPath } from "@/lib/http/safe-redirect";
import { defaultLocale, localizedLocalPath, normalizeLocale } from "@/lib/i18n";
import { getPaymentProvider } from "./payment-provider-instance";
import type { PaymentProvider } from "./providers/payment-provider";

/** Where the provider's portal sends the person back to, unless they came from elsewhere. */
export const PORTAL_RETURN_PATH = "/profile/settings/payments-subscriptions";

export interface OpenBillingPortalInput {
  userId: string;
  /** A page of ours, without the locale (checked with safeRedirectPath). */
  returnPath?: string;
  /** The person's interface language: the page they come back to. */
  locale?: string | null;
}

/** 404 with the reason in `fields.portal`: "unavailable" (the provider has no portal) or "no_customer". */
function noPortal(reason: "unavailable" | "no_customer", message: string): AppError {
  return new AppError("not_found", message, { fields: { portal: reason } });
}

/**
 * A session in the provider's customer portal (Stripe's) for the person's own customer record:
 * cards, invoices, pausing and plan changes of the subscriptions the provider renews. Nothing is
 * stored; the provider's webhooks bring back what the person changed there.
 */
export async function openBillingPortal(
  input: OpenBillingPortalInput,
  deps: { provider?: PaymentProvider; db?: Database; origin?: string } = {},
): Promise<{ url: string }> {
  const provider = deps.provider ?? getPaymentProvider();
  const returnPath = input.returnPath === undefined ? PORTAL_RETURN_PATH : safeRedirectPath(input.returnPath, "");
  if (returnPath === "") {
    throw new AppError("invalid_input", "The return address must be a page of ours.", {
      fields: { returnPath: "The return address must be a page of ours." },
    });
  }
  if (!provider.createPortalSession) throw noPortal("unavailable", "This payment provider has no customer portal.");
  const db = deps.db ?? getDb();
  const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, input.userId));
  if (customer === undefined || customer.provider !== provider.name) {
    throw noPortal("no_customer", "There is no billing account for you at the payment provider yet.");
  }
  const locale = normalizeLocale(input.locale ?? undefined) ?? defaultLocale;
  const origin = deps.origin ?? getConfig().PUBLIC_ORIGIN;
  return provider.createPortalSession({
    customer: customer.providerCustomerId,
    returnUrl: new URL(localizedLocalPath(locale, returnPath), origin).toString(),
  });
}
