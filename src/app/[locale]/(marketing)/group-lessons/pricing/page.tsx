import { setRequestLocale } from "next-intl/server";
import { GroupLessonsPricingPage } from "@/features/billing/components/group-lessons-pricing-page";
import { singleParam, type SearchParams } from "@/features/billing/components/search-params";
import { selectCurrency } from "@/features/billing/server";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = registeredPageMetadata("/group-lessons/pricing");

export default async function Page({ params, searchParams }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  // Public (the same for everyone at one address): the currency comes from the URL; the browser applies the visitor's country.
  const currency = selectCurrency({ country: null, choice: singleParam((await searchParams).currency) });
  return <GroupLessonsPricingPage locale={locale} currency={currency} now={new Date()} />;
}
