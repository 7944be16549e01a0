import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { formatDate, localizedPath, type Locale } from "@/lib/i18n";
import { legalDocuments } from "../model/documents";
import { loadLegalDocument } from "../server/load-legal-document";

/** One legal document (or the overview when slug is "terms"), with the list of documents beside it. */
export async function LegalPage({ locale, slug, title, children }: { locale: Locale; slug: string; title: string; children?: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "legal" });
  const links = await getTranslations({ locale, namespace: "legalLinks" });
  const document = await loadLegalDocument(locale, slug);
  const currentPath = slug === "terms" ? "/terms" : `/terms/${slug}`;

  return (
    <Container className="grid gap-10 py-12 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="legal-docs" className="lg:sticky lg:top-6 lg:self-start">
        <h2 id="legal-docs" className="text-sm font-semibold uppercase tracking-wide text-muted">
          {t("documents")}
        </h2>
        <ul className="mt-3 space-y-1 text-sm">
          {[{ slug: "terms", messageKey: "overview" } as const, ...legalDocuments].map((doc) => {
            const path = doc.slug === "terms" ? "/terms" : `/terms/${doc.slug}`;
            return (
              <li key={doc.slug}>
                <a
                  href={localizedPath(locale, path)}
                  aria-current={path === currentPath ? "page" : undefined}
                  className="block rounded-lg px-3 py-2 text-ink hover:bg-gray-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
                >
                  {links(doc.messageKey)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <article className="min-w-0 max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-ink">{title}</h1>
        <p className="mt-3 text-sm text-muted">{t("lastUpdated", { date: formatDate(locale, document.updated) })}</p>
        {document.isFallback ? (
          <p role="note" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            {t("englishOnlyNote")}
          </p>
        ) : null}
        <div className="prose-legal mt-6" lang={document.isFallback ? "en" : locale} dangerouslySetInnerHTML={{ __html: document.html }} />
        {children}
      </article>
    </Container>
  );
}
