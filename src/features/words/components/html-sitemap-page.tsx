import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { Container } from "@/components/ui/container";
import { getConfig } from "@/lib/config";
import { localizedPath, type Locale } from "@/lib/i18n";
import { alphabetSearch, LETTER_KEYS, letterLabel, pageNumbers, type LetterKey } from "../model/alphabet-pages";
import {
  htmlSitemapPath,
  linkLocalesOf,
  SITEMAP_KEYS,
  SITEMAP_WORD_KINDS,
  sitemapEntryHref,
  type HtmlSitemap,
} from "../model/html-sitemaps";
import { breadcrumbJsonLd, serializeJsonLd } from "../model/structured-data";
import { KIND_KEYS, wordPagePath } from "../model/word-kinds";
import { describeHtmlSitemap, readHtmlSitemap, type SitemapEntry, type SitemapQuery } from "../server/read-html-sitemap";

/** At least 24 × 24 px (WCAG 2.2 target size): entries can be one letter ("a", "0"). */
const LINK = "inline-block min-h-6 min-w-6 leading-6 text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * An HTML sitemap (issue 15 item 2, decision record 0044): the overview (every letter with its
 * count and first entries) or one page of a letter, with the letter navigation and pagination.
 * Server-rendered links only: it works without JavaScript, for people and crawlers alike. A
 * query that names no page (an unknown letter, a page out of range) is the ordinary 404.
 */
export async function HtmlSitemapPage({ locale, sitemap, query }: { locale: Locale; sitemap: HtmlSitemap; query: SitemapQuery }) {
  const view = await readHtmlSitemap(sitemap, query);
  if (!view) notFound();
  const { heading } = await describeHtmlSitemap(sitemap, locale, view);
  const t = await getTranslations({ locale, namespace: "htmlSitemaps" });
  const kindT = await getTranslations({ locale, namespace: `htmlSitemaps.${SITEMAP_KEYS[sitemap]}` });
  const words = await getTranslations({ locale, namespace: "words" });
  const base = localizedPath(locale, htmlSitemapPath(sitemap));
  const letterHref = (letter: LetterKey, page = 1) => `${base}${alphabetSearch(letter, page)}`;

  const crumbs: Array<{ name: string; href: string }> = [{ name: words("home"), href: localizedPath(locale, "/") }];
  if (sitemap !== "confusing-words") {
    const kind = SITEMAP_WORD_KINDS[sitemap];
    crumbs.push({ name: words(`kinds.${KIND_KEYS[kind]}.indexTitle`), href: localizedPath(locale, wordPagePath(kind)) });
  }
  crumbs.push({ name: kindT("title"), href: base });
  if (view.kind === "letter") {
    const name = view.page === 1 ? letterLabel(view.letter) : `${letterLabel(view.letter)} · ${t("pageLabel", { page: view.page })}`;
    crumbs.push({ name, href: letterHref(view.letter, view.page) });
  }
  const origin = getConfig().PUBLIC_ORIGIN;
  const entryHref = (entry: SitemapEntry) => sitemapEntryHref(locale, sitemap, entry.slug);
  const entryLang = sitemap === "confusing-words" ? "en" : undefined;

  return (
    <Container className="py-10">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.name, url: `${origin}${crumb.href}` })))),
        }}
      />
      <nav aria-label={words("breadcrumbs")} className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-2 wrap-anywhere">
          {crumbs.map((crumb, index) => (
            <li key={crumb.href} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              {index === crumbs.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <a href={crumb.href} className="underline-offset-2 hover:underline">
                  {crumb.name}
                </a>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight break-words hyphens-auto text-ink">{heading}</h1>
      {view.kind === "overview" ? (
        <p className="mt-4 max-w-3xl text-lg text-gray-700">{kindT("description")}</p>
      ) : (
        <p className="mt-3 text-muted" data-testid="sitemap-range">
          {t("range", { from: view.from, to: view.to, total: view.total })}
        </p>
      )}
      {/* A locale whose guides are not yet translated links to the English ones, and says so. */}
      {!linkLocalesOf(sitemap).includes(locale) ? (
        <p role="note" className="mt-3 max-w-3xl text-sm text-muted">
          {kindT("englishNote")}
        </p>
      ) : null}

      <nav aria-label={t("letterNav")} className="mt-8">
        <ul className="flex flex-wrap gap-1">
          {LETTER_KEYS.filter((letter) => letter !== "0-9" || view.available.includes(letter)).map((letter) => {
            const current = view.kind === "letter" && view.letter === letter;
            const cell = "flex h-10 min-w-9 items-center justify-center rounded-lg px-1.5 text-base font-semibold";
            return (
              <li key={letter}>
                {view.available.includes(letter) ? (
                  <a
                    href={letterHref(letter)}
                    aria-current={current ? "page" : undefined}
                    aria-label={kindT("letterTitle", { letter: letterLabel(letter) })}
                    className={`${cell} border ${current ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 text-brand-700 hover:bg-brand-50"}`}
                  >
                    {letterLabel(letter)}
                  </a>
                ) : (
                  <span className={`${cell} border border-gray-200 text-gray-500`}>{letterLabel(letter)}</span>
                )}
              </li>
            );
          })}
        </ul>
      </nav>

      {view.kind === "overview" ? (
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {view.letters.map(({ letter, count, preview }) => (
            <section key={letter} aria-labelledby={`letter-${letter}`} className="rounded-2xl border border-gray-200 p-5">
              <h2 id={`letter-${letter}`} className="flex items-baseline justify-between gap-3">
                <span className="text-2xl font-extrabold text-ink">{letterLabel(letter)}</span>
                <span className="text-sm font-normal text-muted">{kindT("count", { count })}</span>
              </h2>
              <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 wrap-anywhere" lang={entryLang ?? "en"}>
                {preview.map((entry) => (
                  <li key={entry.slug}>
                    <a href={entryHref(entry)} className={LINK}>
                      {entry.label}
                    </a>
                  </li>
                ))}
              </ul>
              <p className="mt-4">
                <a href={letterHref(letter)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                  {kindT("seeAll", { letter: letterLabel(letter) })} →
                </a>
              </p>
            </section>
          ))}
        </div>
      ) : (
        <>
          <ul className="mt-8 gap-x-8 wrap-anywhere sm:columns-2 md:columns-3 lg:columns-4" lang="en" data-testid="sitemap-entries">
            {view.entries.map((entry) => (
              <li key={entry.slug} className="break-inside-avoid py-1">
                <a href={entryHref(entry)} className={LINK}>
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
          {view.pages > 1 ? <Pagination view={view} hrefOf={(page) => letterHref(view.letter, page)} labels={paginationLabels(t)} /> : null}
        </>
      )}
    </Container>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<"htmlSitemaps">>>;

const paginationLabels = (t: Translate) => ({
  nav: t("pagination"),
  previous: t("previous"),
  next: t("next"),
  page: (page: number) => t("pageLabel", { page }),
});

function Pagination({
  view,
  hrefOf,
  labels,
}: {
  view: { page: number; pages: number };
  hrefOf: (page: number) => string;
  labels: ReturnType<typeof paginationLabels>;
}) {
  const cell = "flex h-10 min-w-10 items-center justify-center rounded-lg px-3";
  return (
    <nav aria-label={labels.nav} className="mt-10 border-t border-gray-200 pt-6">
      <ul className="flex flex-wrap items-center gap-1.5">
        {view.page > 1 ? (
          <li>
            <a href={hrefOf(view.page - 1)} className={`${cell} border border-gray-300 font-semibold text-brand-700 hover:bg-brand-50`}>
              ← {labels.previous}
            </a>
          </li>
        ) : null}
        {pageNumbers(view.page, view.pages).map((page, index) =>
          page === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                href={hrefOf(page)}
                aria-label={labels.page(page)}
                aria-current={page === view.page ? "page" : undefined}
                className={`${cell} border ${page === view.page ? "border-brand-700 bg-brand-700 font-semibold text-white" : "border-gray-300 text-brand-700 hover:bg-brand-50"}`}
              >
                {page}
              </a>
            </li>
          ),
        )}
        {view.page < view.pages ? (
          <li>
            <a href={hrefOf(view.page + 1)} className={`${cell} border border-gray-300 font-semibold text-brand-700 hover:bg-brand-50`}>
              {labels.next} →
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
