"use client";

import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { describedBy, Field, Input } from "@/components/ui/field";
import { fill, formatMinor, type SandboxStrings } from "./sandbox-strings";
import { TestModeBanner } from "./test-mode-banner";

interface CheckoutView {
  id: string;
  mode: "payment" | "subscription";
  description: string;
  amount: number;
  currency: string;
  trialDays?: number;
  status: "open" | "awaiting_authentication" | "complete";
  cancelUrl: string;
}

type PayResult =
  | { status: "succeeded"; redirectUrl: string }
  | { status: "requires_action"; payment: string; actionUrl: string }
  | { status: "failed"; reason: string; message: string };

type Load = { state: "loading" } | { state: "missing" } | { state: "ready"; view: CheckoutView };

/** The sandbox's hosted checkout: a card form that only takes test cards, clearly labelled as test mode. */
export function SandboxCheckout({ checkoutId, locale, strings }: { checkoutId: string; locale: string; strings: SandboxStrings }) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void fetch(`/api/billing/sandbox/checkouts/${encodeURIComponent(checkoutId)}`, { cache: "no-store" })
      .then(async (response) => (response.ok ? ((await response.json()) as CheckoutView) : undefined))
      .catch(() => undefined)
      .then((view) => {
        if (!live) return;
        setLoad(view ? { state: "ready", view } : { state: "missing" });
        // Back from a denied authentication: say why, in the person's language.
        const declined = new URLSearchParams(window.location.search).get("declined");
        if (declined) setError(strings.declined[declined] ?? strings.declined.processing_error);
      });
    return () => {
      live = false;
    };
  }, [checkoutId, strings]);

  if (load.state === "loading") return <TestModeBanner strings={strings} showCards />;
  if (load.state === "missing") {
    return (
      <div className="space-y-6">
        <TestModeBanner strings={strings} showCards={false} />
        <p role="alert">{strings.notFound}</p>
      </div>
    );
  }
  const { view } = load;
  const price = formatMinor(locale, view.amount, view.currency);
  const trial = (view.trialDays ?? 0) > 0;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const card = {
      number: String(form.get("number") ?? ""),
      expMonth: Number(form.get("expMonth")),
      expYear: Number(form.get("expYear")),
      cvc: String(form.get("cvc") ?? ""),
    };
    setBusy(true);
    setError(undefined);
    try {
      const response = await fetch(`/api/billing/sandbox/checkouts/${encodeURIComponent(checkoutId)}/pay`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(card),
      });
      if (!response.ok) {
        setError(strings.declined[response.status === 400 ? "invalid_number" : "processing_error"]);
        return;
      }
      const result = (await response.json()) as PayResult;
      if (result.status === "succeeded") return window.location.assign(result.redirectUrl);
      if (result.status === "requires_action") return window.location.assign(result.actionUrl);
      setError(strings.declined[result.reason] ?? strings.declined.processing_error);
    } catch {
      setError(strings.declined.processing_error);
    } finally {
      setBusy(false);
    }
  }

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
          <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
            <Field id="card-number" label={strings.cardNumber}>
              <Input
                id="card-number"
                name="number"
                inputMode="numeric"
                autoComplete="cc-number"
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy("card", { error: Boolean(error) })}
              />
            </Field>
            <div className="grid grid-cols-3 gap-3">
              <Field id="card-exp-month" label={strings.expiryMonth}>
                <Input id="card-exp-month" name="expMonth" inputMode="numeric" autoComplete="cc-exp-month" maxLength={2} required />
              </Field>
              <Field id="card-exp-year" label={strings.expiryYear}>
                <Input id="card-exp-year" name="expYear" inputMode="numeric" autoComplete="cc-exp-year" maxLength={4} required />
              </Field>
              <Field id="card-cvc" label={strings.cvc}>
                <Input id="card-cvc" name="cvc" inputMode="numeric" autoComplete="cc-csc" maxLength={4} required />
              </Field>
            </div>
            {error ? (
              <p id="card-error" role="alert" className="font-medium text-red-700">
                {error}
              </p>
            ) : null}
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? strings.paying : trial ? strings.startTrial : fill(strings.pay, { amount: price })}
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
