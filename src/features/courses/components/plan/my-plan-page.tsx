import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { localizedPath, type Locale } from "@/lib/i18n";
import { loadPlanPage } from "../../server/load-plan-page";
import { readMyProgress } from "../../server/read-my-plan";
import { AchievementIcon } from "../achievement-icon";
import { MyPlanView } from "./my-plan-view";
import type { BreakNotice } from "./plan-break";
import { ProgressView } from "./progress-view";
import { ResultsOutboxFlush } from "../results-outbox-flush";

type Query = Record<string, string | string[] | undefined>;

const BREAK_NOTICES: readonly BreakNotice[] = [
  "announced",
  "canceled",
  "bad-length",
  "not-in-advance",
  "bad-day",
  "already-planned",
  "not-found",
];

function breakNotice(query: Query): BreakNotice | null {
  const value = [query.break, query.breakProblem].flat().find((entry) => BREAK_NOTICES.includes(entry as BreakNotice));
  return (value as BreakNotice | undefined) ?? null;
}

async function signedIn(locale: Locale, path: string) {
  const page = await loadPlanPage(locale);
  if (page.status === "signed-out")
    redirect(`${localizedPath(locale, "/sign-in")}?next=${encodeURIComponent(localizedPath(locale, path))}`);
  return page;
}

/** An achievement's title and description (messages `achievements.<id>.*`), its id while they are missing. */
async function describeAchievement(locale: Locale) {
  const t = await getTranslations({ locale, namespace: "achievements" });
  return (id: string) => ({
    id,
    title: t.has(`${id}.title`) ? t(`${id}.title`) : id,
    description: t.has(`${id}.description`) ? t(`${id}.description`) : "",
    icon: <AchievementIcon id={id} size={28} />,
  });
}

function Heading({ title, intro, link }: { title: string; intro: string; link: { href: string; label: string } }) {
  return (
    <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
        <p className="mt-2 text-gray-700">{intro}</p>
      </div>
      <a href={link.href} className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
        {link.label}
      </a>
    </div>
  );
}

/**
 * /my-plan. `personalPlan`: the personal plan built at the end of a funnel, shown above today's
 * plan (the route composes it in: funnels' panel, which courses does not import).
 */
export async function MyPlanPage({ locale, query, personalPlan }: { locale: Locale; query: Query; personalPlan?: ReactNode }) {
  const page = await signedIn(locale, "/my-plan");
  const t = await getTranslations({ locale, namespace: "myPlan" });
  const describe = await describeAchievement(locale);
  return (
    <Container className="py-8 sm:py-10">
      <ResultsOutboxFlush />
      <div className="mx-auto max-w-4xl">
        <Heading
          title={t("title")}
          intro={t("intro")}
          link={{ href: localizedPath(locale, "/my-plan/progress"), label: t("progressLink") }}
        />
        {personalPlan}
        <MyPlanView
          locale={locale}
          plan={page.plan}
          dailyGoalOn={page.dailyGoalOn}
          notices={{ break: breakNotice(query), goalSaved: query.goal === "saved" }}
          newAchievements={page.plan.newAchievements.map(describe)}
        />
      </div>
    </Container>
  );
}

/** /my-plan/progress. */
export async function MyProgressPage({ locale }: { locale: Locale }) {
  const page = await signedIn(locale, "/my-plan/progress");
  const t = await getTranslations({ locale, namespace: "myPlan" });
  const describe = await describeAchievement(locale);
  const progress = await readMyProgress({ userId: page.userId, tier: "free", now: new Date(), locale, timeZone: page.plan.timeZone });
  return (
    <Container className="py-8 sm:py-10">
      <ResultsOutboxFlush />
      <div className="mx-auto max-w-4xl">
        <Heading
          title={t("progressTitle")}
          intro={t("progressIntro")}
          link={{ href: localizedPath(locale, "/my-plan"), label: t("planLink") }}
        />
        <ProgressView
          locale={locale}
          plan={page.plan}
          progress={progress}
          achievements={progress.achievements.map((entry) => ({ ...describe(entry.id), earnedAt: entry.earnedAt }))}
        />
      </div>
    </Container>
  );
}
