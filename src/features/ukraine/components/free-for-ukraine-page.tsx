import { headers } from "next/headers";
import { Container } from "@/components/ui/container";
import { getSessionUser } from "@/features/auth/server";
import { localizedPath, type Locale } from "@/lib/i18n";
import { canApply } from "../model/decision";
import { programmeCopy } from "../model/programme-copy";
import { readLatestApplication } from "../server/application-store";
import { isProgrammeOpen } from "../server/programme-open";
import { ApplicationForm } from "./application-form";
import { ApplicationSummary } from "./application-summary";

/**
 * /uk/free-for-ukraine and /en/free-for-ukraine (issue 15 item 4, decision record 0040): the
 * programme explained, then what this visitor can do: sign in, see their application, or apply
 * while the free_for_ukraine flag keeps the programme open.
 */
export async function FreeForUkrainePage({ locale }: { locale: Locale }) {
  const copy = programmeCopy(locale);
  return (
    <Container className="py-12">
      <article className="mx-auto max-w-2xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-ink">{copy.heading}</h1>
        <p className="mt-4 text-lg text-gray-700">{copy.intro}</p>
        {copy.sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-2xl font-bold text-ink">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-gray-800">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <section aria-labelledby="ffu-apply" className="mt-10 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="ffu-apply" className="text-2xl font-bold text-ink">
            {copy.form.heading}
          </h2>
          <div className="mt-4">
            <ApplicationArea locale={locale} />
          </div>
        </section>
      </article>
    </Container>
  );
}

async function ApplicationArea({ locale }: { locale: Locale }) {
  const copy = programmeCopy(locale).form;
  const user = await getSessionUser(await headers());
  if (!user || user.isAnonymous) {
    const next = encodeURIComponent(localizedPath(locale, "/free-for-ukraine"));
    return (
      <div className="grid gap-3">
        <p className="text-gray-800">{copy.signInPrompt}</p>
        <p>
          <a
            href={`${localizedPath(locale, "/sign-in")}?next=${next}`}
            className="inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {copy.signInButton}
          </a>
        </p>
      </div>
    );
  }
  const [latest, open] = await Promise.all([readLatestApplication(user.id), isProgrammeOpen()]);
  const gate = canApply(latest?.status ?? null, open);
  return (
    <div className="grid gap-5">
      {latest ? <ApplicationSummary application={latest} copy={copy} locale={locale} /> : null}
      {latest?.status === "APPROVED" ? (
        <p>
          <a href={localizedPath(locale, "/course")} className="font-semibold text-brand-700 underline">
            {copy.startLearning}
          </a>
        </p>
      ) : null}
      {gate.open ? (
        <>
          {latest?.status === "REJECTED" ? <p className="text-gray-800">{copy.applyAgain}</p> : null}
          <ApplicationForm copy={copy} locale={locale} />
        </>
      ) : gate.reason === "closed" ? (
        <p className="text-gray-800">{copy.closed}</p>
      ) : null}
    </div>
  );
}
