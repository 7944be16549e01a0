import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { localizedPath, type Locale } from "@/lib/i18n";
import type { Interest } from "../model/interests";
import { readInterests } from "../server/read-interests";

const START_PATH = "/for-you/start-onboarding";

/**
 * /for-you's interests (decision record 0036): the topics and skills the learner chose in a funnel,
 * with the way to change them; without any, the way to choose them (for-you-start-onboarding).
 * Courses' page shows it through a slot; server-rendered, no JavaScript.
 */
export async function ForYouInterests({ locale, userId }: { locale: Locale; userId: string }) {
  const [interests, t] = await Promise.all([readInterests(userId, locale), getTranslations({ locale, namespace: "forYou" })]);
  const href = localizedPath(locale, START_PATH);
  if (!interests)
    return (
      <section aria-labelledby="for-you-interests" className="mt-6 rounded-2xl border border-gray-200 bg-white p-6">
        <h2 id="for-you-interests" className="text-xl font-bold text-ink">
          {t("interestsEmptyTitle")}
        </h2>
        <p className="mt-2 text-gray-700">{t("interestsEmptyText")}</p>
        <a className={buttonVariants({ variant: "secondary", className: "mt-5" })} href={href}>
          {t("interestsStart")}
        </a>
      </section>
    );
  return (
    <section aria-labelledby="for-you-interests" className="mt-6 rounded-2xl border border-gray-200 bg-white p-6">
      <h2 id="for-you-interests" className="text-xl font-bold text-ink">
        {t("interestsTitle")}
      </h2>
      <InterestList id="for-you-topics" title={t("topicsLabel")} items={interests.topics} />
      <InterestList id="for-you-skills" title={t("skillsLabel")} items={interests.skills} />
      <a className="mt-5 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800" href={href}>
        {t("interestsChange")}
      </a>
    </section>
  );
}

function InterestList({ id, title, items }: { id: string; title: string; items: Interest[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 id={id} className="mt-4 text-sm font-semibold text-gray-700">
        {title}
      </h3>
      <ul aria-labelledby={id} className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.id} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-ink">
            {item.label}
          </li>
        ))}
      </ul>
    </>
  );
}
