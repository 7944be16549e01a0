import type { ReactNode } from "react";
import { PlanHeaderBar } from "@/features/courses/components/plan/plan-header-bar";
import { normalizeLocale } from "@/lib/i18n";

/** The plan pages carry the learning bar (the daily goal's ring) under the site header. */
export default async function MyPlanLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  return (
    <>
      <PlanHeaderBar locale={locale} />
      {children}
    </>
  );
}
