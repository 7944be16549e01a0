import { redirect } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { PAYWALL_PATH } from "@/features/billing/components/paths";
import { PurchaseOnboardingPage } from "@/features/billing/components/purchase-onboarding-page";
import { singleParam, type SearchParams } from "@/features/billing/components/search-params";
import { findPlan, loadPurchaseStanding, selectCurrency } from "@/features/billing/server";
import { redirectToFunnel } from "@/features/funnels/server";
import { getRequestFlags } from "@/features/growth/server";
import { localizedPath, normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = registeredPageMetadata("/purchase-onboarding");

export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const query = await searchParams;
  // Without a plan: the short funnel that finds the fitting prices (issue 14, decision record 0037).
  if (query.plan === undefined) redirectToFunnel("/purchase-onboarding", locale, query);
  const plan = findPlan(singleParam(query.plan) ?? "");
  // A plan we do not sell: the plans to choose from.
  if (!plan) redirect(localizedPath(locale, PAYWALL_PATH));
  const country = (await getRequestFlags()).attributes.country || null;
  return (
    <PurchaseOnboardingPage
      locale={locale}
      plan={plan}
      currency={selectCurrency({ country, choice: singleParam(query.currency), plan })}
      country={country}
      now={new Date()}
      standing={await loadPurchaseStanding()}
    />
  );
}
