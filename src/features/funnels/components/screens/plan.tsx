import { buttonVariants } from "@/components/ui/button";
import type { ScreenOf } from "../../model/funnel";
import { ScreenBody, ScreenHeading } from "./parts";
import type { ScreenProps } from "./screen-props";

/**
 * plan: the end of a funnel. The personal plan (building it, showing it, saving it) is the plan
 * feature's component, which the integrator renders here with `funnel`, `answers`, `locale` and
 * `isWebView` (the answers are already stored on the account by the runner: POST
 * /v1/funnels/{slug}/answers). Until then it lists the answers and leads to sign-up.
 */
export function PlanScreen({ screen, answers, strings, locale, isWebView, headingId }: ScreenProps<ScreenOf<"plan">>) {
  const signUp = `/${locale}/sign-up${isWebView ? "?webview=true" : ""}`;
  return (
    <ScreenBody>
      <ScreenHeading id={headingId} title={screen.title} />
      <dl className="grid gap-3 rounded-2xl bg-brand-50 p-6">
        {Object.values(answers)
          .filter((answer) => answer.questionKey !== "first_name")
          .map((answer) => (
            <div key={answer.questionId}>
              <dt className="text-sm text-gray-700">{answer.questionText}</dt>
              <dd className="font-semibold text-ink">{answer.selectedAnswers.join(", ")}</dd>
            </div>
          ))}
      </dl>
      <a href={signUp} className={buttonVariants({ size: "lg" })}>
        {strings.signUp}
      </a>
    </ScreenBody>
  );
}
