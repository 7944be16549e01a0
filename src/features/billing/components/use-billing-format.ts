"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { formatDate, type Locale } from "@/lib/i18n";
import { formatMinorUnits } from "../model/money";
import type { PlanOption } from "../model/plan-options";

/** Dates, amounts and plan names in the interface locale. */
export function useBillingFormat() {
  const locale = useLocale() as Locale;
  const t = useTranslations("billingSettings");
  return useMemo(
    () => ({
      locale,
      date: (iso: string) => formatDate(locale, new Date(iso), "long"),
      money: (amount: number, currency: string) => formatMinorUnits(locale, amount, currency),
      plan: (planId: string) => (t.has(`plans.${planId}`) ? t(`plans.${planId}`) : planId),
      /** "$14.99 / month", "€55.99 every 4 weeks": a plan's regular price per period. */
      price: (plan: PlanOption, currency: string) => {
        const amount = formatMinorUnits(locale, plan.regular[currency] ?? 0, currency);
        return plan.period === null ? amount : t(`every.${plan.period.unit}`, { amount, count: plan.period.count });
      },
    }),
    [locale, t],
  );
}
