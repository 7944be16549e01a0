import { Button } from "@/components/ui/button";
import { fill, formatMinor, type SandboxStrings } from "./sandbox-strings";
import { TestModeBanner } from "./test-mode-banner";

/** What the confirmation page shows of the payment (the sandbox provider's SandboxPaymentView). */
export interface SandboxPaymentSummary {
  amount: number;
  currency: string;
  status: "succeeded" | "requires_action" | "failed";
}

/**
 * The bank's confirmation step of the sandbox (card 4000 0025 0000 3155), rendered on the server:
 * Approve and Deny submit a plain form to a server action (`answer`), which sends the browser on.
 */
export function SandboxAuthenticate({
  paymentId,
  locale,
  strings,
  payment,
  answer,
}: {
  paymentId: string;
  locale: string;
  strings: SandboxStrings;
  payment: SandboxPaymentSummary | undefined;
  answer: (form: FormData) => Promise<void>;
}) {
  return (
    <div className="space-y-6">
      <TestModeBanner strings={strings} showCards={false} />
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
        {payment === undefined ? (
          <p role="alert">{strings.notFound}</p>
        ) : (
          <>
            <p className="text-gray-800">{fill(strings.authBody, { amount: formatMinor(locale, payment.amount, payment.currency) })}</p>
            {payment.status === "requires_action" ? (
              <form action={answer} className="mt-6 flex gap-3">
                <input type="hidden" name="payment" value={paymentId} />
                <input type="hidden" name="locale" value={locale} />
                <Button type="submit" name="answer" value="approve">
                  {strings.authApprove}
                </Button>
                <Button type="submit" name="answer" value="deny" variant="secondary">
                  {strings.authDeny}
                </Button>
              </form>
            ) : (
              <p className="mt-4" role="status">
                {strings.authNotPending}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
