import { headers } from "next/headers";
import { setRequestLocale } from "next-intl/server";
import { getSessionUser } from "@/features/auth/server";
import { ForYou } from "@/features/courses/components/for-you-page";
import { readCurrentCourse, readLearnerTimeZone, readReviewsToday } from "@/features/courses/server";
import { ForYouInterests } from "@/features/funnels/components/for-you-interests";
import { normalizeLocale } from "@/lib/i18n";
import { registeredPageMetadata } from "@/server/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = registeredPageMetadata("/for-you");

export default async function Page({ params }: Props) {
  const locale = normalizeLocale((await params).locale) ?? "en";
  setRequestLocale(locale);
  const person = await getSessionUser(await headers());
  if (!person) return <ForYou locale={locale} status="signed-out" />;
  const [course, timeZone] = await Promise.all([readCurrentCourse(person.id), readLearnerTimeZone(person.id)]);
  const reviews = await readReviewsToday(person.id, course, locale, timeZone, new Date());
  return <ForYou locale={locale} status="ok" reviews={reviews} interests={<ForYouInterests locale={locale} userId={person.id} />} />;
}
