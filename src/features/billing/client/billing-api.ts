import { v1Api } from "@/lib/api-client";

/**
 * The purchase calls through the one /v1 client (token, time zone, retries, backend-error
 * recording), typed from the API document; the answers are still checked where they are read
 * (model/checkout-result.ts). Loaded only when a button is pressed or the success page polls
 * (never with a page's first load).
 */

export interface CheckoutStart {
  checkoutId: string;
  url: string;
}

/** POST /v1/billing/checkout: the price comes from the catalogue on the server; the browser names the plan only. */
export async function startCheckout(input: { planId: string; currency: string; returnPath: string }): Promise<CheckoutStart> {
  const answer = await v1Api.POST("/v1/billing/checkout", { body: input });
  return { checkoutId: answer.checkoutId, url: answer.url };
}

/** GET /v1/billing/checkouts/{id} (404 for an unknown one, or one of another person). */
export function readCheckout(id: string): Promise<unknown> {
  return v1Api.GET("/v1/billing/checkouts/{id}", { params: { path: { id } } });
}

/** GET /v1/billing/upsell: the offer after the latest purchase, or null. */
export function readUpsell(): Promise<unknown> {
  return v1Api.GET("/v1/billing/upsell");
}

/** POST /v1/billing/upsell: one click with the saved card. */
export function acceptUpsell(offerId: string): Promise<unknown> {
  return v1Api.POST("/v1/billing/upsell", { body: { offerId } });
}
