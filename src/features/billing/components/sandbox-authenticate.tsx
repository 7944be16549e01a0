"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { fill, formatMinor, type SandboxStrings } from "./sandbox-strings";
import { TestModeBanner } from "./test-mode-banner";

interface PaymentView {
  id: string;
  checkout?: string;
  amount: number;
  currency: string;
  status: "succeeded" | "requires_action" | "failed";
}

type Result =
  | { status: "succeeded"; redirectUrl: string; checkout: string | null }
  | { status: "failed"; reason: string; checkout: string | null }
  | { status: "requires_action"; checkout: string | null };

/** The bank's confirmation step of the sandbox (card 4000 0025 0000 3155): approve or deny. */
export function SandboxAuthenticate({ paymentId, locale, strings }: { paymentId: string; locale: string; strings: SandboxStrings }) {
  const router = useRouter();
  const [payment, setPayment] = useState<PaymentView | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    void fetch(`/api/billing/sandbox/payments/${encodeURIComponent(paymentId)}`, { cache: "no-store" })
      .then(async (response) => (response.ok ? ((await response.json()) as PaymentView) : null))
      .catch(() => null)
      .then((view) => live && setPayment(view));
    return () => {
      live = false;
    };
  }, [paymentId]);

  async function answer(approve: boolean) {
    setBusy(true);
    setError(undefined);
    try {
      const response = await fetch(`/api/billing/sandbox/payments/${encodeURIComponent(paymentId)}/authenticate`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ approve }),
      });
      if (!response.ok) return setError(strings.declined.processing_error);
      const result = (await response.json()) as Result;
      if (result.status === "succeeded" && result.redirectUrl) return window.location.assign(result.redirectUrl);
      if (result.status === "failed" && result.checkout) {
        // Back to the checkout, which says why in the person's language.
        const back = `/${locale}/checkout/sandbox/${encodeURIComponent(result.checkout)}?declined=${encodeURIComponent(result.reason)}`;
        return router.push(back);
      }
      setError(
        result.status === "failed" ? (strings.declined[result.reason] ?? strings.declined.processing_error) : strings.authNotPending,
      );
    } catch {
      setError(strings.declined.processing_error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      <TestModeBanner strings={strings} showCards={false} />
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
        {payment === null ? <p role="alert">{strings.notFound}</p> : null}
        {payment ? (
          <>
            <p className="text-gray-800">{fill(strings.authBody, { amount: formatMinor(locale, payment.amount, payment.currency) })}</p>
            {payment.status !== "requires_action" ? <p className="mt-4">{strings.authNotPending}</p> : null}
            <div className="mt-6 flex gap-3">
              <Button onClick={() => void answer(true)} disabled={busy || payment.status !== "requires_action"}>
                {strings.authApprove}
              </Button>
              <Button variant="secondary" onClick={() => void answer(false)} disabled={busy || payment.status !== "requires_action"}>
                {strings.authDeny}
              </Button>
            </div>
          </>
        ) : null}
        {error ? (
          <p role="alert" className="mt-4 font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
