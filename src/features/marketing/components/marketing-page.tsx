import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { getConfig } from "@/lib/config";
import { localizedPath, type Locale } from "@/lib/i18n";
import { breadcrumbJsonLd, faqPageJsonLd } from "../model/structured-data";
import type { MarketingPageData } from "../server/load-marketing-page";
import { BusinessLeadSection } from "./business-lead-section";
import { Benefits, Breadcrumbs, ClosingCta, Faq, Facts, Hero, JsonLd, Steps } from "./marketing-sections";

/**
 * One marketing page from its copy (decision record 0041): the promise, what the learner gets, how
 * it works, honest facts, questions and answers (with FAQPage structured data) and the call to
 * action. A page whose copy names a `form` (the business page's lead form) shows it before the questions.
 */
export async function MarketingPage({ locale, page }: { locale: Locale; page: MarketingPageData }) {
  const t = await getTranslations({ locale, namespace: "marketing" });
  const href = (target: string) => (target.startsWith("#") ? target : localizedPath(locale, target));
  const origin = getConfig().PUBLIC_ORIGIN;
  const crumbs = [
    { name: t("home"), href: localizedPath(locale, "/") },
    { name: page.copy.hero.eyebrow, href: undefined },
  ];
  const { copy } = page;

  return (
    <>
      <JsonLd data={faqPageJsonLd(copy.faq, locale)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t("home"), url: `${origin}${localizedPath(locale, "/")}` },
          { name: copy.hero.eyebrow, url: `${origin}${localizedPath(locale, page.path)}` },
        ])}
      />
      <Hero
        hero={copy.hero}
        ctaHref={href(page.cta)}
        {...(page.secondaryCta ? { secondaryHref: href(page.secondaryCta) } : {})}
        breadcrumbs={<Breadcrumbs label={t("breadcrumbs")} items={crumbs} />}
      />
      <Benefits section={copy.benefits} />
      <Steps section={copy.steps} />
      <Facts section={copy.facts} />
      {page.form === "business-lead" ? (
        <section id="lead-form" aria-labelledby="lead-form-title" className="scroll-mt-4 py-16">
          <Container>
            <BusinessLeadSection locale={locale} />
          </Container>
        </section>
      ) : null}
      <Faq section={copy.faq} />
      <ClosingCta cta={copy.cta} href={href(page.cta)} />
    </>
  );
}
