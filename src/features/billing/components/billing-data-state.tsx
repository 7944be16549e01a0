"use client";

import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { BillingData } from "../client/use-billing-data";

/** What a billing page shows while its data is not ready: loading, sign in, not found, or a retry. */
export function BillingDataState({ data, signInPath }: { data: Exclude<BillingData<unknown>, { state: "ready" }>; signInPath: string }) {
  const t = useTranslations("billingSettings");
  const locale = useLocale();
  switch (data.state) {
    case "loading":
      return (
        <p role="status" className="text-gray-700">
          {t("loading")}
        </p>
      );
    case "signedOut":
      return (
        <p>
          {t("signInRequired")}{" "}
          <a
            className="font-semibold text-brand-700 underline"
            href={`/${locale}/sign-in?next=${encodeURIComponent(`/${locale}${signInPath}`)}`}
          >
            {t("signIn")}
          </a>
        </p>
      );
    case "notFound":
      return (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {t("notFound")}
        </p>
      );
    case "failed":
      return (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          <span>{t("loadFailed")}</span>
          <Button variant="secondary" size="sm" onClick={data.retry}>
            {t("retry")}
          </Button>
        </div>
      );
  }
}

/** A section card of the billing pages. */
export function BillingSection({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-ink sm:text-xl">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
