import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { PRIVATE_CACHE_CONTROL } from "@/lib/http/cache-control";
import { assertJsonContentType, parseJsonBody, readJsonBody } from "@/lib/http/json-body";
import { jsonRoute } from "@/lib/http/json-route";
import { logger } from "@/lib/logger";
import { getPaymentProvider } from "./payment-provider-instance";
import { processPaymentEvent } from "./process-payment-event";
import { isPaymentInputError, type PaymentProvider } from "./providers/payment-provider";
import type { SandboxCheckoutView, SandboxPaymentView, SandboxProvider } from "./providers/sandbox-provider";

/** Billing's endpoints on the /api edge (the list is in src/server/http-edge.ts). */

/** Providers' events are small; anything larger is not one. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });

/**
 * POST /api/billing/webhooks/{sandbox|stripe}: the signature is checked over the raw body before
 * anything is parsed; a refused request is answered 400 and stored nowhere. A verified event is
 * applied exactly once (processPaymentEvent); a redelivery answers 200 and changes nothing. A
 * failure answers 500, and the provider delivers again.
 */
export async function postPaymentWebhook(request: Request, params: Record<string, string>): Promise<Response> {
  const provider = getPaymentProvider();
  if (params.provider !== provider.name) throw new AppError("not_found", "There is no such webhook endpoint.");
  assertJsonContentType(request.headers.get("content-type"));
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_WEBHOOK_BYTES) throw new AppError("payload_too_large", "The event is too large.");
  const raw = await request.text();
  if (Buffer.byteLength(raw) > MAX_WEBHOOK_BYTES) throw new AppError("payload_too_large", "The event is too large.");
  // Not JSON, or text PostgreSQL cannot store: refused like any body of the edge (the raw text is what is verified).
  parseJsonBody(raw);
  const verified = await provider.verifyWebhook(raw, request.headers);
  if (!verified.ok) {
    logger.warn({ refusal: verified.refusal, provider: provider.name }, "webhook refused");
    return json(400, { error: { code: "invalid_input", message: `The webhook was refused: ${verified.refusal}.` } });
  }
  const result = await processPaymentEvent(verified.event, { provider });
  return json(200, { received: true, duplicate: result.duplicate });
}

function sandbox(): SandboxProvider {
  const provider: PaymentProvider = getPaymentProvider();
  if (provider.name !== "sandbox") throw new AppError("not_found", "The sandbox is not in use.");
  return provider as SandboxProvider;
}

function notFoundOnUnknown(error: unknown): never {
  if (isPaymentInputError(error)) throw new AppError("not_found", error.message);
  throw error;
}

const cardBody = z.object({
  number: z.string().max(40),
  expMonth: z.number().int().min(0).max(99),
  expYear: z.number().int().min(0).max(9999),
  cvc: z.string().max(8),
});

/** What the sandbox's hosted checkout page shows, for its server page; undefined when the sandbox is not in use or the checkout is unknown. */
export async function readSandboxCheckoutView(id: string): Promise<SandboxCheckoutView | undefined> {
  const provider: PaymentProvider = getPaymentProvider();
  if (provider.name !== "sandbox") return undefined;
  return (provider as SandboxProvider).getCheckout(id).catch((error: unknown) => {
    if (isPaymentInputError(error)) return undefined;
    throw error;
  });
}

/**
 * Pays a sandbox checkout with a test card from the hosted page's form: where the browser goes
 * next (the success page or the bank's step), or why it was declined.
 */
export async function payTestCard(
  checkoutId: string,
  input: { number: string; expMonth: number; expYear: number; cvc: string },
): Promise<{ status: "next"; url: string } | { status: "declined"; reason: string }> {
  // An empty or non-numeric month or year reaches the card check as 0 (an invalid month, an expired year).
  const whole = (value: number) => (Number.isFinite(value) ? value : 0);
  const card = cardBody.safeParse({ ...input, expMonth: whole(input.expMonth), expYear: whole(input.expYear) });
  if (!card.success) return { status: "declined", reason: "invalid_number" };
  try {
    const result = await sandbox().payCheckout(checkoutId, card.data);
    if (result.status === "succeeded") return { status: "next", url: result.redirectUrl };
    if (result.status === "requires_action") return { status: "next", url: result.actionUrl };
    return { status: "declined", reason: result.reason };
  } catch (error) {
    // An unknown or finished checkout: back to its page, which says so.
    if (isPaymentInputError(error) || error instanceof AppError) return { status: "declined", reason: "processing_error" };
    throw error;
  }
}

/** GET /api/billing/sandbox/checkouts/{id}: what the hosted checkout page shows. */
export const getSandboxCheckout = jsonRoute(async (_request, params) => {
  const view = await sandbox().getCheckout(params.id ?? "");
  if (!view) throw new AppError("not_found", "There is no such checkout.");
  return { body: view };
});

/** POST /api/billing/sandbox/checkouts/{id}/pay: the hosted page submits a test card. */
export const paySandboxCheckout = jsonRoute(async (request, params) => {
  const card = cardBody.safeParse(await readJsonBody(request));
  if (!card.success) throw new AppError("invalid_input", "The card details are incomplete.");
  const result = await sandbox()
    .payCheckout(params.id ?? "", card.data)
    .catch(notFoundOnUnknown);
  return { body: result };
});

/** POST /api/billing/sandbox/payments/{id}/authenticate: the bank's step, approve or deny. */
export const authenticateSandboxPayment = jsonRoute(async (request, params) => {
  const body = z.object({ approve: z.boolean() }).safeParse(await readJsonBody(request));
  if (!body.success) throw new AppError("invalid_input", "Say whether to approve.");
  const provider = sandbox();
  const payment = await provider.getPayment(params.id ?? "");
  if (!payment) throw new AppError("not_found", "There is no such payment.");
  const result = await provider.authenticate(payment.id, body.data.approve).catch(notFoundOnUnknown);
  return { body: { ...result, checkout: payment.checkout ?? null } };
});

/** What the bank's confirmation page shows, for its server page; undefined when unknown (or the sandbox is not in use). */
export async function readSandboxPaymentView(id: string): Promise<SandboxPaymentView | undefined> {
  const provider: PaymentProvider = getPaymentProvider();
  if (provider.name !== "sandbox") return undefined;
  return (provider as SandboxProvider).getPayment(id).catch((error: unknown) => {
    if (isPaymentInputError(error)) return undefined;
    throw error;
  });
}

/**
 * The bank's answer from the confirmation page's form: where the browser goes next (the success
 * page), back to the checkout with the reason, or back to this page saying it is not pending.
 */
export async function answerAuthentication(
  paymentId: string,
  approve: boolean,
): Promise<{ status: "next"; url: string } | { status: "declined"; checkout: string; reason: string } | { status: "not_pending" }> {
  const provider = sandbox();
  const payment = await provider.getPayment(paymentId).catch(() => undefined);
  if (!payment) return { status: "not_pending" };
  try {
    const result = await provider.authenticate(payment.id, approve);
    if (result.status === "succeeded") return { status: "next", url: result.redirectUrl };
    if (result.status === "failed" && payment.checkout) return { status: "declined", checkout: payment.checkout, reason: result.reason };
    return { status: "not_pending" };
  } catch (error) {
    if (isPaymentInputError(error)) return { status: "not_pending" };
    throw error;
  }
}

/** GET /api/billing/sandbox/payments/{id}: what the authentication page shows. */
export const getSandboxPayment = jsonRoute(async (_request, params) => {
  const payment = await sandbox().getPayment(params.id ?? "");
  if (!payment) throw new AppError("not_found", "There is no such payment.");
  return { body: payment };
});
