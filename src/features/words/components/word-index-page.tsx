import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { getConfig } from "@/lib/config";
import { localizedPath, type Locale } from "@/lib/i18n";
import { MAX_WORD_LENGTH, normalizeWord } from "../model/slug";
import { breadcrumbJsonLd, serializeJsonLd } from "../model/structured-data";
import { KIND_KEYS, wordPagePath, type WordPageKind } from "../model/word-kinds";
import { findSearchedPage } from "../server/find-word-pages";
import { listCommonWords } from "../server/list-common-words";
import { WordLinks } from "./word-page";

/**
 * An index of word pages (/how-to-pronounce, /synonyms-of, …): a search form that works without
 * JavaScript (GET ?word=, at most 64 characters) and everyday words. A search that finds the word
 * goes to its page (the past tense's also from a form of the verb: "went" → /past-tense-of/go), in
 * one redirect; one that does not says so without repeating what was typed.
 */
export async function WordIndexPage({ locale, kind, query }: { locale: Locale; kind: WordPageKind; query?: string | string[] }) {
  const t = await getTranslations({ locale, namespace: "words" });
  const key = KIND_KEYS[kind];
  let missed = false;
  if (typeof query === "string" && query.trim() !== "") {
    const slug = query.length <= MAX_WORD_LENGTH * 2 ? normalizeWord(query) : undefined;
    const found = slug ? await findSearchedPage(kind, slug) : undefined;
    if (found) redirect(localizedPath(locale, wordPagePath(kind, found)));
    missed = true;
  }
  const words = await listCommonWords(kind);
  const origin = getConfig().PUBLIC_ORIGIN;
  const crumbs = [
    { name: t("home"), path: "/" },
    { name: t(`kinds.${key}.indexTitle`), path: wordPagePath(kind) },
  ];
  return (
    <Container className="py-10">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(
            breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.name, url: `${origin}${localizedPath(locale, crumb.path)}` }))),
          ),
        }}
      />
      <nav aria-label={t("breadcrumbs")} className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <a href={localizedPath(locale, "/")} className="underline-offset-2 hover:underline">
              {t("home")}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true">›</span>
            <span aria-current="page">{t(`kinds.${key}.indexTitle`)}</span>
          </li>
        </ol>
      </nav>
      <div className="mt-6 max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight break-words hyphens-auto text-ink">{t(`kinds.${key}.indexTitle`)}</h1>
        <p className="mt-4 text-lg text-gray-700">{t(`kinds.${key}.indexIntro`)}</p>
        <form method="get" action={localizedPath(locale, wordPagePath(kind))} role="search" className="mt-8 flex flex-wrap items-end gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor="word-search" className="font-semibold text-ink">
              {t("search.label")}
            </label>
            <input
              id="word-search"
              name="word"
              type="search"
              required
              maxLength={MAX_WORD_LENGTH}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              lang="en"
              aria-describedby="word-search-hint"
              className="rounded-xl border border-gray-300 px-4 py-3 text-base"
            />
            <p id="word-search-hint" className="text-sm text-muted">
              {t("search.hint", { max: MAX_WORD_LENGTH })}
            </p>
          </div>
          <button type="submit" className={buttonVariants({ className: "mb-7" })}>
            {t("search.button")}
          </button>
        </form>
        {missed ? (
          <p
            role="status"
            className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
            data-testid="word-search-missed"
          >
            {t("search.notFound")}
          </p>
        ) : null}
        <section aria-labelledby="common-words" className="mt-10">
          <h2 id="common-words" className="text-xl font-bold text-ink">
            {t("commonWords")}
          </h2>
          <div className="mt-4">
            <WordLinks locale={locale} kind={kind} words={words} />
          </div>
        </section>
      </div>
    </Container>
  );
}
