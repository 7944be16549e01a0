"use client";

import { ADMIN_REASON_MAX } from "../model/admin-billing-input";
import { AdminBillingForm, type AdminFormMessages } from "./admin-billing-form";

const input = "mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm";

/** The refund form of one payment: the amount (empty: all that is left), the reason, and whether to cancel its subscription now. */
export function AdminRefundForm({
  paymentId,
  nonce,
  hasSubscription,
  messages,
  strings,
}: {
  paymentId: string;
  nonce: string;
  hasSubscription: boolean;
  messages: AdminFormMessages;
  strings: { label: string; submit: string; amount: string; reason: string; cancelSubscription: string };
}) {
  return (
    <AdminBillingForm
      operation="refund"
      nonce={nonce}
      messages={messages}
      label={strings.label}
      submitLabel={strings.submit}
      className="mt-2 grid min-w-64 gap-2"
    >
      {(values) => (
        <>
          <input type="hidden" name="paymentId" value={paymentId} />
          <label className="text-sm font-semibold">
            {strings.amount}
            <input name="amount" inputMode="decimal" className={input} defaultValue={values?.amount ?? ""} />
          </label>
          <label className="text-sm font-semibold">
            {strings.reason}
            <textarea name="reason" required maxLength={ADMIN_REASON_MAX} className={input} defaultValue={values?.reason ?? ""} />
          </label>
          {hasSubscription ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="cancelSubscription" defaultChecked={values?.cancelSubscription === "on"} />
              {strings.cancelSubscription}
            </label>
          ) : null}
        </>
      )}
    </AdminBillingForm>
  );
}
