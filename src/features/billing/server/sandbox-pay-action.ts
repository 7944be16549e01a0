"use server";

import { redirect } from "next/navigation";
import { normalizeLocale } from "@/lib/i18n";
import { answerAuthentication, payTestCard } from "./payment-endpoints";

/**
 * The sandbox's hosted checkout form posts here (a plain form: it works before any script has
 * loaded, and the page carries no card-form JavaScript). It pays with the test card, then sends the
 * browser on: to the success page, to the bank's confirmation step, or back to the checkout with
 * the reason it was declined (the page says it in the buyer's language).
 */
export async function paySandboxCheckoutForm(form: FormData): Promise<void> {
  const checkoutId = String(form.get("checkout") ?? "");
  const locale = normalizeLocale(String(form.get("locale") ?? "")) ?? "en";
  const target = await payTestCard(checkoutId, {
    number: String(form.get("number") ?? ""),
    expMonth: Number(form.get("expMonth")),
    expYear: Number(form.get("expYear")),
    cvc: String(form.get("cvc") ?? ""),
  });
  // Back with the reason and the expiry as typed (short digits only); the card number and the
  // security code are never put in an address.
  const kept = new URLSearchParams();
  for (const name of ["expMonth", "expYear"] as const) {
    const value = String(form.get(name) ?? "").trim();
    if (/^\d{1,4}$/.test(value)) kept.set(name, value);
  }
  const back = (reason: string) =>
    `/${locale}/checkout/sandbox/${encodeURIComponent(checkoutId)}?declined=${encodeURIComponent(reason)}${kept.size ? `&${kept}` : ""}`;
  redirect(target.status === "next" ? target.url : back(target.reason));
}

/** The bank's confirmation page posts here: approve goes on to the success page, deny back to the checkout with the reason. */
export async function answerSandboxAuthenticationForm(form: FormData): Promise<void> {
  const paymentId = String(form.get("payment") ?? "");
  const locale = normalizeLocale(String(form.get("locale") ?? "")) ?? "en";
  const outcome = await answerAuthentication(paymentId, form.get("answer") === "approve");
  if (outcome.status === "next") redirect(outcome.url);
  if (outcome.status === "declined") {
    redirect(`/${locale}/checkout/sandbox/${encodeURIComponent(outcome.checkout)}?declined=${encodeURIComponent(outcome.reason)}`);
  }
  // Not pending any more (answered in another tab, or unknown): the page says so.
  redirect(`/${locale}/checkout/sandbox/authenticate/${encodeURIComponent(paymentId)}`);
}
