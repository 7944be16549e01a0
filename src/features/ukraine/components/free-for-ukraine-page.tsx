import { Container } from "@/components/ui/container";
import type { Locale } from "@/lib/i18n";
import { programmeCopy } from "../model/programme-copy";
import { ApplicationArea } from "./application-area";

/**
 * /uk/free-for-ukraine and /en/free-for-ukraine (issue 15 item 4, decision record 0040): the
 * programme explained, the same for everyone (public, cached, in the sitemaps), then the
 * application area, which asks the server with the visitor's own session in the browser.
 */
export function FreeForUkrainePage({ locale }: { locale: Locale }) {
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
            <ApplicationArea copy={copy.form} locale={locale} />
          </div>
        </section>
      </article>
    </Container>
  );
}
