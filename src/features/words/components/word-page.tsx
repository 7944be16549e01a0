import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { getConfig } from "@/lib/config";
import { localizedPath, type Locale } from "@/lib/i18n";
import { normalizeWord } from "../model/slug";
import { serializeJsonLd, wordPageJsonLd } from "../model/structured-data";
import { KIND_KEYS, WORD_PAGE_KINDS, wordPagePath, type WordPageKind } from "../model/word-kinds";
import { wordPageLocales } from "../model/word-locales";
import { findWordLevel } from "../server/find-word-level";
import { findWordPages } from "../server/find-word-pages";
import { WordCta } from "./word-cta";

/** What every word page has around its own content: breadcrumbs, the one h1, the level, links to the word's other pages, JSON-LD and the call to action. */
export async function WordPage({
  locale,
  kind,
  slug,
  word,
  description,
  children,
}: {
  locale: Locale;
  kind: WordPageKind;
  slug: string;
  word: string;
  description: string;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "words" });
  const key = KIND_KEYS[kind];
  const [level, kinds] = await Promise.all([findWordLevel(slug), findWordPages(slug)]);
  const origin = getConfig().PUBLIC_ORIGIN;
  const url = (path: string) => `${origin}${localizedPath(locale, path)}`;
  const crumbs = [
    { name: t("home"), path: "/" },
    { name: t(`kinds.${key}.indexTitle`), path: wordPagePath(kind) },
    { name: word, path: wordPagePath(kind, slug) },
  ];
  const jsonLd = wordPageJsonLd({
    word,
    description,
    url: url(wordPagePath(kind, slug)),
    setName: t(`kinds.${key}.indexTitle`),
    setUrl: url(wordPagePath(kind)),
    crumbs: crumbs.map((crumb) => ({ name: crumb.name, url: url(crumb.path) })),
  });
  const related = WORD_PAGE_KINDS.filter((other) => other !== kind && kinds.includes(other) && wordPageLocales[other].includes(locale));

  return (
    <Container className="py-10">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <nav aria-label={t("breadcrumbs")} className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-2 wrap-anywhere">
          {crumbs.map((crumb, index) => (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              {index === crumbs.length - 1 ? (
                <span aria-current="page" lang="en">
                  {crumb.name}
                </span>
              ) : (
                <a href={localizedPath(locale, crumb.path)} className="underline-offset-2 hover:underline">
                  {crumb.name}
                </a>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <article className="mt-6 max-w-3xl">
        {/* Long headwords wrap at 360 px: hyphenated by the rules of their language, else broken. */}
        <h1 className="text-4xl font-extrabold tracking-tight break-words hyphens-auto text-ink">
          {withHeadword((headword) => t(`kinds.${key}.title`, { word: headword }), word)}
        </h1>
        {level ? (
          <p className="mt-3 text-sm text-muted" data-testid="word-level">
            {t("level", { level })}
          </p>
        ) : null}
        <div className="mt-8 space-y-10">{children}</div>
        {related.length > 0 ? (
          <section aria-labelledby="word-related" className="mt-12">
            <h2 id="word-related" className="text-xl font-bold break-words hyphens-auto text-ink">
              {withHeadword((headword) => t("related", { word: headword }), word)}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-3 wrap-anywhere">
              {related.map((other) => (
                <li key={other}>
                  <a href={localizedPath(locale, wordPagePath(other, slug))} className="text-brand-700 underline underline-offset-2">
                    {t(`kinds.${KIND_KEYS[other]}.link`, { word })}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <WordCta locale={locale} id="word-cta" title={t("cta.title")} body={t("cta.body")} button={t("cta.button")} />
      </article>
    </Container>
  );
}

const HEADWORD_MARK = "\uE000";

/**
 * A translated text with the headword in it marked as English (`lang="en"`), so a long headword
 * is hyphenated by English rules and the rest by the page's language ("Aussprache von „…“").
 */
function withHeadword(format: (headword: string) => string, word: string): ReactNode {
  const parts = format(HEADWORD_MARK).split(HEADWORD_MARK);
  if (parts.length !== 2) return format(word);
  return (
    <>
      {parts[0]}
      <span lang="en">{word}</span>
      {parts[1]}
    </>
  );
}

/** A list of words linking to their pages of one kind. */
export function WordLinks({ locale, kind, words, label }: { locale: Locale; kind: WordPageKind; words: string[]; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-x-4 gap-y-2 wrap-anywhere" lang="en">
      {words.map((word) => {
        const slug = normalizeWord(word);
        return (
          <li key={word}>
            {slug ? (
              <a href={localizedPath(locale, wordPagePath(kind, slug))} className="text-brand-700 underline underline-offset-2">
                {word}
              </a>
            ) : (
              word
            )}
          </li>
        );
      })}
    </ul>
  );
}
