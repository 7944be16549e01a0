import { v1Api } from "@/lib/api-client";

/**
 * The purchase calls of issue 12's contract through the one /v1 client (token, time zone,
 * retries, backend-error recording). Their routes are written on other branches (checkout by
 * wt-money, upsell by wt-lifecycle), so the generated schema does not know them yet: the calls go
 * through the same client untyped, and the answers are checked where they are read
 * (model/checkout-result.ts). Once merged and `npm run api:types` has run, the cast can go.
 * Loaded only when a button is pressed or the success page polls (never with a page's first load).
 */
type UntypedCall = (path: string, init?: { params?: { path?: Record<string, string> }; body?: unknown }) => Promise<unknown>;
const api = v1Api as unknown as { GET: UntypedCall; POST: UntypedCall };

export interface CheckoutStart {
  checkoutId: string;
  url: string;
}

/** POST /v1/billing/checkout: the price comes from the catalogue on the server; the browser names the plan only. */
export async function startCheckout(input: { planId: string; currency: string; returnPath: string }): Promise<CheckoutStart> {
  const answer = (await api.POST("/v1/billing/checkout", { body: input })) as Partial<CheckoutStart> | null;
  if (!answer || typeof answer.url !== "string" || typeof answer.checkoutId !== "string") throw new Error("unexpected checkout answer");
  return { checkoutId: answer.checkoutId, url: answer.url };
}

/** GET /v1/billing/checkouts/{id} (404 for an unknown one, or one of another person). */
export function readCheckout(id: string): Promise<unknown> {
  return api.GET("/v1/billing/checkouts/{id}", { params: { path: { id } } });
}

/** GET /v1/billing/upsell: the offer after the latest purchase, or null. */
export function readUpsell(): Promise<unknown> {
  return api.GET("/v1/billing/upsell");
}

/** POST /v1/billing/upsell: one click with the saved card. */
export function acceptUpsell(offerId: string): Promise<unknown> {
  return api.POST("/v1/billing/upsell", { body: { offerId } });
}
