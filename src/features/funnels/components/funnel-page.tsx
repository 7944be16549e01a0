import { getTranslations } from "next-intl/server";
import { getRequestFlags } from "@/features/growth/server";
import { levelTestLabels } from "@/features/level-test/server";
import type { Locale } from "@/lib/i18n";
import { locales } from "@/lib/i18n/locales";
import { FunnelRunner } from "../client/funnel-runner";
import type { AuthoredDefinition } from "../model/definition-schema";
import { localizeFunnel } from "../model/localize-funnel";
import { findScreen, firstScreen } from "../model/navigation";
import type { FunnelChrome } from "../model/query-flags";
import { SCREEN_EXPERIMENTS } from "../model/screen-types";
import { listFunnels } from "../server/load-funnels";
import { loadPlanTexts } from "../server/plan-pages";
import type { CourseSuggestionSetup } from "./course-suggestion";

/**
 * A funnel page: the runner with this funnel's screens in this locale only (no message catalogue in
 * the browser). With `?hideHeader=true` or `?webview=true` the page marks itself and the site's
 * header (and, in web view, the footer) is hidden by CSS: no script in the shell decides it.
 */
export async function FunnelPage({
  locale,
  definition,
  requestedScreen,
  chrome,
}: {
  locale: Locale;
  definition: AuthoredDefinition;
  requestedScreen: string | undefined;
  chrome: FunnelChrome;
}) {
  const t = await getTranslations({ locale, namespace: "funnel" });
  const plan = await getTranslations({ locale, namespace: "personalPlan" });
  const flags = await getRequestFlags();
  const experiments = SCREEN_EXPERIMENTS.filter((key) => flags.values[key] === true);
  const funnel = localizeFunnel(definition, locale, experiments);
  const requested = findScreen(funnel, requestedScreen) ?? firstScreen(funnel);
  const courseSuggestion: CourseSuggestionSetup | null =
    flags.values.source_language_recommendation === true
      ? {
          locales: [...locales],
          courseFunnels: courseFunnels(),
          strings: { label: t("recommendLabel"), nativeLocale: t("recommendNativeLocale"), otherCourse: t("recommendOtherCourse") },
        }
      : null;
  const hidden = [chrome.isHeaderHidden ? "no-header" : "", chrome.isWebView ? "no-footer" : ""].filter(Boolean).join(" ");
  return (
    <>
      {hidden ? <span hidden data-funnel-chrome={hidden} /> : null}
      <FunnelRunner
        funnel={funnel}
        requestedScreenId={requested.id}
        locale={locale}
        isWebView={chrome.isWebView}
        strings={{
          back: t("back"),
          progress: t("progress"),
          loading: t("loading"),
          stepOf: t.raw("stepOf") as string,
          endTimeAfterStart: t("endTimeAfterStart"),
        }}
        courseSuggestion={courseSuggestion}
        levelTestLabels={funnel.screens.some((screen) => screen.type === "english-level-test") ? await levelTestLabels(locale) : null}
        plan={{
          texts: await loadPlanTexts(locale),
          web2app: flags.values.web2app_path === true,
          strings: {
            noAnswers: plan("noAnswers"),
            takeQuiz: plan("takeQuiz"),
            accountTitle: plan("accountTitle"),
            accountIntro: plan("accountIntro"),
            signUp: plan("signUp"),
            signIn: plan("signIn"),
          },
        }}
      />
    </>
  );
}

/** Each course once, with the funnel that starts it (the one carrying a pixel brand first, then by slug). */
function courseFunnels(): { course: string; funnel: string }[] {
  const byCourse = new Map<string, string>();
  const ordered = listFunnels().sort((a, b) => Number(b.brand !== null) - Number(a.brand !== null) || a.slug.localeCompare(b.slug));
  for (const definition of ordered) if (!byCourse.has(definition.course)) byCourse.set(definition.course, definition.slug);
  return [...byCourse].map(([course, funnel]) => ({ course, funnel }));
}
