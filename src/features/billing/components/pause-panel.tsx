"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";

export const PAUSE_CHOICES = [1, 2, 3] as const;
export type PauseMonths = (typeof PAUSE_CHOICES)[number];

/** Picks a pause of 1–3 months. */
export function PauseMonthsChoice({
  value,
  onChange,
  name,
}: {
  value: PauseMonths;
  onChange: (months: PauseMonths) => void;
  name: string;
}) {
  const t = useTranslations("billingSettings");
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-semibold text-ink">{t("pauseLength")}</legend>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {PAUSE_CHOICES.map((months) => (
          <label
            key={months}
            className="flex cursor-pointer items-center justify-center gap-1.5 rounded-lg border border-gray-300 bg-white px-2 py-3 text-center whitespace-nowrap has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={months}
              checked={value === months}
              onChange={() => onChange(months)}
              className="size-4 accent-brand-700"
            />
            <span className="text-sm font-medium sm:text-base">{t("pauseMonths", { count: months })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Pause the subscription for 1–3 months: nothing is charged meanwhile; the paid days left are kept. */
export function PausePanel({ isBusy, onClose, onPause }: { isBusy: boolean; onClose: () => void; onPause: (months: PauseMonths) => void }) {
  const t = useTranslations("billingSettings");
  const headingId = useId();
  const [months, setMonths] = useState<PauseMonths>(1);
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl border border-sky-100 bg-sky-50 p-4">
      <h4 id={headingId} className="font-semibold text-ink">
        {t("pauseHeading")}
      </h4>
      <p className="mt-1 text-sm text-gray-700">{t("pauseHelp")}</p>
      <PauseMonthsChoice value={months} onChange={setMonths} name={`${headingId}-months`} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={isBusy} onClick={() => onPause(months)}>
          {t("confirmPause", { count: months })}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t("close")}
        </Button>
      </div>
    </section>
  );
}
