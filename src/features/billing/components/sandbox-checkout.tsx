import { Button } from "@/components/ui/button";
import { describedBy, Field, Input } from "@/components/ui/field";
import { fill, formatMinor, type SandboxStrings } from "./sandbox-strings";
import { TestModeBanner } from "./test-mode-banner";

/** What the hosted checkout shows (the sandbox provider's SandboxCheckoutView). */
export interface SandboxCheckoutSummary {
  description: string;
  amount: number;
  currency: string;
  trialDays?: number;
  status: "open" | "awaiting_authentication" | "complete";
  cancelUrl: string;
}

/**
 * The sandbox's hosted checkout, rendered on the server: what is bought and its price, clearly
 * labelled test mode, and a plain card form that posts to a server action (`pay`), which sends the
 * browser on or back here with `?declined=<reason>`. No card-form JavaScript: the first load stays small.
 */
export function SandboxCheckout({
  checkoutId,
  locale,
  strings,
  view,
  declined,
  typed = {},
  pay,
}: {
  checkoutId: string;
  locale: string;
  strings: SandboxStrings;
  view: SandboxCheckoutSummary | undefined;
  /** Back from a denied authentication: the reason (the `declined` query parameter). */
  declined: string | undefined;
  /** The expiry as typed before a decline (the card number and the code are never sent back). */
  typed?: { expMonth?: string; expYear?: string };
  /** The form's server action (billing's paySandboxCheckoutForm). */
  pay: (form: FormData) => Promise<void>;
}) {
  if (!view) {
    return (
      <div className="space-y-6">
        <TestModeBanner strings={strings} showCards={false} />
        <p role="alert">{strings.notFound}</p>
      </div>
    );
  }
  const price = formatMinor(locale, view.amount, view.currency);
  const trial = (view.trialDays ?? 0) > 0;
  const error = declined === undefined ? undefined : (strings.declined[declined] ?? strings.declined.processing_error);
  // The field the decline is about is the one marked and described by the error.
  const failing = error ? fieldOfDecline(declined!) : undefined;
  const marks = (field: Exclude<DeclinedField, "card">, id: string) =>
    failing === field || (field === "number" && failing === "card")
      ? { "aria-invalid": true as const, "aria-describedby": describedBy(id, { error: true }) }
      : {};
  return (
    <div className="space-y-6">
      <TestModeBanner strings={strings} showCards />
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
        <p className="text-lg font-bold text-ink" data-testid="sandbox-item">
          {strings.plans[view.description] ?? view.description}
        </p>
        <p className="mt-1 text-2xl font-extrabold text-ink" data-testid="sandbox-amount">
          {price}
        </p>
        {trial ? <p className="mt-2 text-gray-700">{fill(strings.trialTerms, { days: view.trialDays!, amount: price })}</p> : null}
        {view.status === "complete" ? (
          <p className="mt-6" role="status">
            {strings.alreadyPaid}
          </p>
        ) : (
          <form className="mt-6 space-y-4" action={pay}>
            <input type="hidden" name="checkout" value={checkoutId} />
            <input type="hidden" name="locale" value={locale} />
            <Field id="card-number" label={strings.cardNumber}>
              <Input id="card-number" name="number" inputMode="numeric" autoComplete="cc-number" required {...marks("number", "card")} />
            </Field>
            <div className="grid grid-cols-3 gap-3">
              <Field id="card-exp-month" label={strings.expiryMonth}>
                <Input
                  id="card-exp-month"
                  name="expMonth"
                  inputMode="numeric"
                  autoComplete="cc-exp-month"
                  maxLength={2}
                  required
                  defaultValue={typed.expMonth}
                  {...marks("expiry", "card")}
                />
              </Field>
              <Field id="card-exp-year" label={strings.expiryYear}>
                <Input
                  id="card-exp-year"
                  name="expYear"
                  inputMode="numeric"
                  autoComplete="cc-exp-year"
                  maxLength={4}
                  required
                  defaultValue={typed.expYear}
                  {...marks("expiry", "card")}
                />
              </Field>
              <Field id="card-cvc" label={strings.cvc}>
                <Input
                  id="card-cvc"
                  name="cvc"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  required
                  {...marks("cvc", "card")}
                />
              </Field>
            </div>
            {error ? (
              <p id="card-error" role="alert" className="font-medium text-red-700">
                {error}
              </p>
            ) : null}
            <Button type="submit" className="w-full">
              {trial ? strings.startTrial : fill(strings.pay, { amount: price })}
            </Button>
          </form>
        )}
        <p className="mt-4">
          <a className="text-brand-700 underline" href={view.cancelUrl}>
            {strings.back}
          </a>
        </p>
      </div>
    </div>
  );
}

type DeclinedField = "number" | "expiry" | "cvc" | "card";

/** Which field a decline reason is about ("card": the card as a whole, e.g. declined by the bank, marked on the number). */
export function fieldOfDecline(reason: string): DeclinedField {
  if (reason === "expired_card" || reason === "invalid_expiry_month") return "expiry";
  if (reason === "invalid_cvc") return "cvc";
  if (reason === "invalid_number" || reason === "card_not_supported") return "number";
  return "card";
}
