import { getTranslations } from "next-intl/server";
import { getRequestFlags } from "@/features/growth/server";
import { levelTestLabels } from "@/features/level-test/server";
import type { Locale } from "@/lib/i18n";
import { FunnelRunner } from "../client/funnel-runner";
import type { AuthoredDefinition } from "../model/definition-schema";
import { localizeFunnel } from "../model/localize-funnel";
import { findScreen, firstScreen } from "../model/navigation";
import type { FunnelChrome } from "../model/query-flags";
import { SCREEN_EXPERIMENTS } from "../model/screen-types";
import { loadPlanTexts } from "../server/plan-pages";

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
        }}
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
