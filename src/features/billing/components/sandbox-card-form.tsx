"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { describedBy, Field, Input } from "@/components/ui/field";

type PayResult =
  | { status: "succeeded"; redirectUrl: string }
  | { status: "requires_action"; payment: string; actionUrl: string }
  | { status: "failed"; reason: string; message: string };

export interface CardFormLabels {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  paying: string;
  submit: string;
}

/** The sandbox's card form (test cards only): pays, goes on to the bank's step or the success page, or says why not. */
export function SandboxCardForm({
  checkoutId,
  labels,
  declinedMessages,
  initialError,
}: {
  checkoutId: string;
  labels: CardFormLabels;
  declinedMessages: Record<string, string>;
  initialError: string | undefined;
}) {
  const [error, setError] = useState(initialError);
  const [busy, setBusy] = useState(false);
  const declined = (reason: string) => declinedMessages[reason] ?? declinedMessages.processing_error;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      const response = await fetch(`/api/billing/sandbox/checkouts/${encodeURIComponent(checkoutId)}/pay`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          number: String(form.get("number") ?? ""),
          expMonth: Number(form.get("expMonth")),
          expYear: Number(form.get("expYear")),
          cvc: String(form.get("cvc") ?? ""),
        }),
      });
      if (!response.ok) return setError(declined(response.status === 400 ? "invalid_number" : "processing_error"));
      const result = (await response.json()) as PayResult;
      if (result.status === "succeeded") return window.location.assign(result.redirectUrl);
      if (result.status === "requires_action") return window.location.assign(result.actionUrl);
      setError(declined(result.reason));
    } catch {
      setError(declined("processing_error"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
      <Field id="card-number" label={labels.cardNumber}>
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
        <Field id="card-exp-month" label={labels.expiryMonth}>
          <Input id="card-exp-month" name="expMonth" inputMode="numeric" autoComplete="cc-exp-month" maxLength={2} required />
        </Field>
        <Field id="card-exp-year" label={labels.expiryYear}>
          <Input id="card-exp-year" name="expYear" inputMode="numeric" autoComplete="cc-exp-year" maxLength={4} required />
        </Field>
        <Field id="card-cvc" label={labels.cvc}>
          <Input id="card-cvc" name="cvc" inputMode="numeric" autoComplete="cc-csc" maxLength={4} required />
        </Field>
      </div>
      {error ? (
        <p id="card-error" role="alert" className="font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? labels.paying : labels.submit}
      </Button>
    </form>
  );
}
