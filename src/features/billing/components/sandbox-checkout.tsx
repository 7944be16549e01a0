import { fill, formatMinor, type SandboxStrings } from "./sandbox-strings";
import { SandboxCardForm } from "./sandbox-card-form";
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
 * labelled test mode. Only the card form is a browser island (the first load stays small).
 */
export function SandboxCheckout({
  checkoutId,
  locale,
  strings,
  view,
  declined,
}: {
  checkoutId: string;
  locale: string;
  strings: SandboxStrings;
  view: SandboxCheckoutSummary | undefined;
  /** Back from a denied authentication: the reason (the `declined` query parameter). */
  declined: string | undefined;
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
          <SandboxCardForm
            checkoutId={checkoutId}
            labels={{
              cardNumber: strings.cardNumber,
              expiryMonth: strings.expiryMonth,
              expiryYear: strings.expiryYear,
              cvc: strings.cvc,
              paying: strings.paying,
              submit: trial ? strings.startTrial : fill(strings.pay, { amount: price }),
            }}
            declinedMessages={strings.declined}
            initialError={declined === undefined ? undefined : (strings.declined[declined] ?? strings.declined.processing_error)}
          />
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
