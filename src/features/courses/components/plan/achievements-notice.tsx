import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n";
import { dismissAchievementsForm } from "../../server/plan-actions";

export interface ShownAchievement {
  id: string;
  title: string;
  description: string;
  icon: ReactNode;
}

/**
 * Newly earned achievements: a celebratory panel read as a normal heading and list (no motion a
 * learner did not ask for); "Got it" marks them seen (a plain form).
 */
export async function AchievementsNotice({
  locale,
  achievements,
  allHref,
}: {
  locale: Locale;
  achievements: ShownAchievement[];
  allHref: string;
}) {
  if (achievements.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "myPlan" });
  return (
    <section
      id="achievements"
      aria-labelledby="new-achievements-title"
      className="scroll-mt-20 rounded-2xl border-2 border-accent-400 bg-gradient-to-br from-amber-50 to-brand-50 p-5 sm:p-6"
      data-new-achievements
    >
      <h2 id="new-achievements-title" className="text-xl font-extrabold text-ink">
        {t("newAchievements", { count: achievements.length })}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {achievements.map((achievement) => (
          <li key={achievement.id} className="flex items-start gap-3 rounded-xl bg-white/80 p-3" data-achievement-id={achievement.id}>
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-400 text-ink">
              {achievement.icon}
            </span>
            <span>
              <strong className="block text-ink">{achievement.title}</strong>
              <span className="text-sm text-gray-700">{achievement.description}</span>
            </span>
          </li>
        ))}
      </ul>
      <form action={dismissAchievementsForm} className="mt-4 flex flex-wrap items-center gap-4">
        <input type="hidden" name="locale" value={locale} />
        {achievements.map((achievement) => (
          <input key={achievement.id} type="hidden" name="achievement" value={achievement.id} />
        ))}
        <Button type="submit" size="sm">
          {t("dismissAchievements")}
        </Button>
        <a href={allHref} className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {t("allAchievements")}
        </a>
      </form>
    </section>
  );
}
