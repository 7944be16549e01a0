"use client";

import { ADMIN_GRANT_MAX, ADMIN_GRANT_MONTHS, ADMIN_REASON_MAX } from "../model/admin-billing-input";
import { PACK_CREDIT_MONTHS } from "../model/credit-lots";
import { AdminBillingForm, type AdminFormMessages } from "./admin-billing-form";

const input = "mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm";

/** Gives the person credits with a reason; they last the chosen number of months (a pack's lifetime by default). */
export function AdminGrantForm({
  userId,
  nonce,
  messages,
  strings,
}: {
  userId: string;
  nonce: string;
  messages: AdminFormMessages;
  strings: { label: string; submit: string; credits: string; months: string; reason: string };
}) {
  return (
    <AdminBillingForm
      operation="grant-credits"
      nonce={nonce}
      messages={messages}
      label={strings.label}
      submitLabel={strings.submit}
      className="mt-3 grid max-w-xl gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:grid-cols-2"
    >
      {(values) => (
        <>
          <input type="hidden" name="userId" value={userId} />
          <label className="text-sm font-semibold">
            {strings.credits}
            <input
              name="amount"
              type="number"
              min={1}
              max={ADMIN_GRANT_MAX}
              step={1}
              required
              className={input}
              defaultValue={values?.amount ?? ""}
            />
          </label>
          <label className="text-sm font-semibold">
            {strings.months}
            <select name="months" className={input} defaultValue={values?.months ?? String(PACK_CREDIT_MONTHS)}>
              {ADMIN_GRANT_MONTHS.map((months) => (
                <option key={months} value={months}>
                  {months}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold sm:col-span-2">
            {strings.reason}
            <textarea name="reason" required maxLength={ADMIN_REASON_MAX} className={input} defaultValue={values?.reason ?? ""} />
          </label>
        </>
      )}
    </AdminBillingForm>
  );
}
