import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { localizedPath, type Locale } from "@/lib/i18n";

/** The main onboarding funnel (issue 14): the way in for self-study learners, before any sign-up. */
const MAIN_FUNNEL = "/funnel/english-improve";

const offers = [
  {
    id: "courses",
    key: "courses",
    href: MAIN_FUNNEL,
    icon: "M4 5h7a3 3 0 0 1 3 3v11a2 2 0 0 0-2-2H4zM20 5h-7a3 3 0 0 0-3 3v11a2 2 0 0 1 2-2h8z",
  },
  // Tutoring and group lessons lead to their pages (decision record 0041), which say honestly where booking stands.
  { id: "tutoring", key: "tutoring", href: "/online-english-tutors", icon: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20a8 8 0 0 1 16 0" },
  {
    id: "group-lessons",
    key: "groupLessons",
    href: "/group-lessons",
    icon: "M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20a6 6 0 0 1 12 0M10 20a6 6 0 0 1 12 0",
  },
] as const;

const steps = ["step1", "step2", "step3"] as const;
/** The English course's first lesson: open to anyone, with an anonymous session. */
const FIRST_LESSON_PATH = "/course/lesson/en-a1-u01-l01";
const features = ["plan", "tests", "streaks", "achievements"] as const;

/** The public landing page: what Lingora offers, how it works, and the way in. */
export async function HomePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "home" });
  const start = localizedPath(locale, MAIN_FUNNEL);

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="grid items-center gap-12 py-16 md:grid-cols-2 md:py-24">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t("hero.eyebrow")}</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{t("hero.title")}</h1>
            <p className="mt-5 text-lg leading-8 text-gray-700">{t("hero.subtitle")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href={start} className={buttonVariants({ size: "lg" })}>
                {t("hero.ctaPrimary")}
              </a>
              <a href="#offers" className={buttonVariants({ size: "lg", variant: "secondary" })}>
                {t("hero.ctaSecondary")}
              </a>
            </div>
            {/* A visitor may try the first lesson before any sign-up; its results offer an account. */}
            <p className="mt-5">
              <a
                href={localizedPath(locale, FIRST_LESSON_PATH)}
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {t("hero.tryLesson")}
              </a>
            </p>
          </div>
          <HeroIllustration />
        </Container>
      </section>

      <section id="offers" aria-labelledby="offers-title" className="scroll-mt-4 py-16">
        <Container>
          <h2 id="offers-title" className="text-3xl font-bold tracking-tight text-ink">
            {t("offers.title")}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-gray-700">{t("offers.subtitle")}</p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {offers.map((offer) => (
              <li
                key={offer.id}
                id={offer.id}
                className="flex scroll-mt-4 flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-10 w-10 rounded-xl bg-brand-50 p-2 text-brand-700"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={offer.icon} />
                </svg>
                <h3 className="mt-4 text-xl font-semibold text-ink">{t(`offers.${offer.key}.title`)}</h3>
                <p className="mt-2 flex-1 text-gray-700">{t(`offers.${offer.key}.body`)}</p>
                <a
                  href={localizedPath(locale, offer.href)}
                  className={buttonVariants({ variant: "secondary", className: "mt-6 self-start" })}
                >
                  {t(`offers.${offer.key}.cta`)}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="how-title" className="bg-gray-50 py-16">
        <Container>
          <h2 id="how-title" className="text-3xl font-bold tracking-tight text-ink">
            {t("how.title")}
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step} className="rounded-2xl bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{t(`how.${step}.title`)}</h3>
                <p className="mt-2 text-gray-700">{t(`how.${step}.body`)}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="features-title" className="py-16">
        <Container>
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-ink">
            {t("features.title")}
          </h2>
          <dl className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {features.map((feature) => (
              <div key={feature} className="border-l-4 border-accent-400 pl-4">
                <dt className="text-lg font-semibold text-ink">{t(`features.${feature}.title`)}</dt>
                <dd className="mt-1 text-gray-700">{t(`features.${feature}.body`)}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-12 rounded-2xl bg-brand-50 p-6">
            <h3 className="text-lg font-semibold text-ink">{t("languages.title")}</h3>
            <p className="mt-1 text-gray-700">{t("languages.body")}</p>
          </div>
        </Container>
      </section>

      <section aria-labelledby="cta-title" className="bg-brand-800 py-16 text-white">
        <Container className="text-center">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
            {t("finalCta.title")}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-brand-100">{t("finalCta.body")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a href={start} className={buttonVariants({ size: "lg", variant: "inverse" })}>
              {t("finalCta.cta")}
            </a>
            <a
              href={localizedPath(locale, "/contact-us")}
              className="inline-flex items-center px-4 py-3 font-semibold text-white underline underline-offset-4"
            >
              {t("finalCta.contact")}
            </a>
          </div>
        </Container>
      </section>
    </>
  );
}

function HeroIllustration() {
  return (
    <svg viewBox="0 0 400 300" aria-hidden="true" className="mx-auto w-full max-w-md">
      <rect x="20" y="30" width="230" height="120" rx="24" fill="#4f46e5" />
      <path d="M60 150l-10 40 50-40z" fill="#4f46e5" />
      <rect x="50" y="65" width="150" height="14" rx="7" fill="#e0e7ff" />
      <rect x="50" y="95" width="110" height="14" rx="7" fill="#e0e7ff" />
      <rect x="160" y="150" width="220" height="110" rx="24" fill="#f59e0b" />
      <path d="M330 260l20 34-60-34z" fill="#f59e0b" />
      <rect x="190" y="185" width="150" height="14" rx="7" fill="#fff7ed" />
      <rect x="190" y="215" width="100" height="14" rx="7" fill="#fff7ed" />
      <circle cx="340" cy="60" r="30" fill="#e0e7ff" />
      <path d="M328 60l8 8 16-18" stroke="#4338ca" strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
