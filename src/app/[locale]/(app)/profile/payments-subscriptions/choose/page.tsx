import { setRequestLocale } from "next-intl/server";
import { PAYWALL_PATH } from "@/features/billing/components/paths";
import { PaywallPage } from "@/features/billing/components/paywall-page";
import { singleParam, type SearchParams } from "@/features/billing/components/search-params";
import { loadPurchaseStanding, minutesPerDayParam, paywallVariantOf, selectCurrency } from "@/features/billing/server";
import { loadPaywallPersonalisation } from "@/features/funnels/server";
import { getRequestFlags } from "@/features/growth/server";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = registeredPageMetadata(PAYWALL_PATH);

export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const query = await searchParams;
  // A personal page: the visitor's country (from their address) picks the currency unless they chose one.
  const country = (await getRequestFlags()).attributes.country || null;
  return (
    <PaywallPage
      locale={locale}
      variant={paywallVariantOf(query.variant)}
      currency={selectCurrency({ country, choice: singleParam(query.currency) })}
      country={country}
      selectedPlanId={singleParam(query.plan)}
      minutesPerDay={minutesPerDayParam(singleParam(query.minutes))}
      now={new Date()}
      personal={await loadPaywallPersonalisation(locale)}
      standing={await loadPurchaseStanding()}
    />
  );
}
