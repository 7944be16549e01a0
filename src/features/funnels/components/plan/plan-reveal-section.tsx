import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { getRequestFlags } from "@/features/growth/server";
import type { Locale } from "@/lib/i18n";
import { loadPlanTexts } from "../../server/plan-pages";
import { PlanRevealIsland } from "./plan-reveal-island";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

/** /my-plan/new?funnel=<slug> (decision record 0033): the plan's reveal as a page of its own. */
export async function PlanRevealSection({ locale, funnel }: { locale: Locale; funnel: string | undefined }) {
  const t = await getTranslations({ locale, namespace: "personalPlan" });
  const flags = await getRequestFlags();
  const web2app = flags.values.web2app_path === true;
  const slug = funnel && SLUG.test(funnel) && funnel.length <= 64 ? funnel : "english-improve";
  return (
    <Container className="py-8 sm:py-10">
      <div className="mx-auto max-w-3xl" data-web2app={String(web2app)}>
        <PlanRevealIsland
          locale={locale}
          funnel={slug}
          texts={await loadPlanTexts(locale)}
          web2app={web2app}
          strings={{
            noAnswers: t("noAnswers"),
            takeQuiz: t("takeQuiz"),
            accountTitle: t("accountTitle"),
            accountIntro: t("accountIntro"),
            signUp: t("signUp"),
            signIn: t("signIn"),
          }}
        />
      </div>
    </Container>
  );
}
