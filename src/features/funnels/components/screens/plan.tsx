import { localizedPath, type Locale } from "@/lib/i18n";
import type { ScreenOf } from "../../model/funnel";
import { PlanAndNextStep } from "../plan/plan-reveal-page";
import { ScreenBody, ScreenHeading } from "./parts";
import type { ScreenProps } from "./screen-props";

/**
 * plan: the end of a funnel. The personal plan is built and saved on the server from the answers,
 * revealed, then the step after it (the account, the paywall or /download-app; decision record 0033), or
 * the app page the funnel finishes on (decision record 0036).
 */
export function PlanScreen({ screen, funnel, answers, locale, isWebView, headingId, plan }: ScreenProps<ScreenOf<"plan">>) {
  return (
    <ScreenBody>
      <ScreenHeading id={headingId} title={screen.title} />
      <PlanAndNextStep
        locale={locale as Parameters<typeof PlanAndNextStep>[0]["locale"]}
        funnel={funnel.slug}
        answers={answers}
        texts={plan.texts}
        strings={plan.strings}
        web2app={plan.web2app}
        isWebView={isWebView}
        finishHref={funnel.finish ? localizedPath(locale as Locale, funnel.finish) : undefined}
      />
    </ScreenBody>
  );
}
