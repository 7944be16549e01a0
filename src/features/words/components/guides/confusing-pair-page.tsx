import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { localizedPath, type Locale } from "@/lib/i18n";
import type { ConfusingPair } from "../../model/guide-schema";
import { confusingPairPath, CONFUSING_WORDS_PATH, QUIZ_PATH, quizPath } from "../../model/guide-slugs";
import { normalizeWord } from "../../model/slug";
import { confusingPairJsonLd } from "../../model/structured-data";
import { KIND_KEYS, wordPagePath, type WordPageKind } from "../../model/word-kinds";
import { quizPageLocales, wordPageLocales } from "../../model/word-locales";
import { hasWordPage } from "../../server/find-word-pages";
import { findConfusingPair, listQuizzes } from "../../server/load-guides";
import { absoluteUrl, GuideShell, LinkList } from "./guide-shell";
import { QuizSection } from "./quiz-section";

const LINKED_KINDS: readonly WordPageKind[] = ["how-to-pronounce", "what-part-of-speech"];

/** The links to the pair's words' own pages (pronunciation, part of speech) that exist in this locale. */
async function wordPageLinks(locale: Locale, pair: ConfusingPair) {
  const t = await getTranslations({ locale, namespace: "words" });
  const candidates = LINKED_KINDS.filter((kind) => wordPageLocales[kind].includes(locale)).flatMap((kind) =>
    pair.words.map((word) => ({ kind, word, slug: normalizeWord(word) })),
  );
  const exists = await Promise.all(candidates.map(({ kind, slug }) => (slug ? hasWordPage(kind, slug) : Promise.resolve(false))));
  return candidates
    .filter((_, index) => exists[index])
    .map(({ kind, word, slug }) => ({
      href: localizedPath(locale, wordPagePath(kind, slug)),
      text: t(`kinds.${KIND_KEYS[kind]}.link`, { word }),
    }));
}

/** The page of one confusing-word pair: both words explained, the tip, common mistakes and the mini quiz. */
export async function ConfusingPairPage({ locale, slug }: { locale: Locale; slug: string }) {
  const pair = await findConfusingPair(slug, locale);
  if (!pair) notFound();
  // The explanations' language where it is not the page's (a pair not yet translated reads in English).
  const explained = pair.language === locale ? undefined : pair.language;
  const t = await getTranslations({ locale, namespace: "words.guides" });
  const tWords = await getTranslations({ locale, namespace: "words" });
  const [first, second] = pair.words;
  // The quizzes are English only where this locale does not publish them: linked there directly.
  const quizLocale = quizPageLocales.includes(locale) ? locale : "en";
  const title = t("pairTitle", { first, second });
  const path = confusingPairPath(slug);
  const [wordLinks, quizzes] = await Promise.all([
    wordPageLinks(locale, pair),
    listQuizzes().then((all) => all.filter((quiz) => quiz.related?.confusingWords?.includes(slug))),
  ]);
  const crumbs = [
    { name: tWords("home"), path: "/" },
    { name: t("confusingWords"), path: CONFUSING_WORDS_PATH },
    // "affect vs effect" in the page's language ("affect чи effect"): no lang of its own.
    { name: t("pairName", { first, second }), path },
  ];
  const jsonLd = confusingPairJsonLd({
    name: title,
    description: pair.summary,
    url: absoluteUrl(locale, path),
    inLanguage: pair.language,
    terms: pair.entries.map((entry) => ({ word: entry.word, description: entry.meaning })),
  });

  return (
    <GuideShell locale={locale} crumbs={crumbs} jsonLd={[jsonLd]}>
      <article>
        <h1 className="text-4xl font-extrabold tracking-tight break-words hyphens-auto text-ink">{title}</h1>
        <p className="mt-3 text-sm text-muted" data-testid="guide-level">
          {tWords("level", { level: pair.level })}
        </p>
        <p className="mt-4 text-lg text-gray-800" lang={explained}>
          {pair.summary}
        </p>

        <div className="mt-8 grid gap-5 md:grid-cols-2">
          {pair.entries.map((entry) => (
            <section
              key={entry.word}
              aria-labelledby={`entry-${normalizeWord(entry.word) ?? "word"}`}
              className="rounded-2xl border border-gray-200 bg-white p-5"
            >
              <h2 id={`entry-${normalizeWord(entry.word) ?? "word"}`} className="text-2xl font-bold text-ink" lang="en">
                {entry.word}
              </h2>
              <p className="mt-1 text-sm text-muted">{t("partOfSpeech", { pos: entry.partOfSpeech })}</p>
              <p className="mt-3 text-gray-800" lang={explained}>
                {entry.meaning}
              </p>
              <h3 className="mt-4 font-semibold text-ink">{tWords("examples")}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-800" lang="en">
                {entry.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>

        <section aria-labelledby="pair-tip" className="mt-10 rounded-2xl border-l-4 border-brand-600 bg-brand-50 p-5">
          <h2 id="pair-tip" className="text-xl font-bold text-ink">
            {t("tip")}
          </h2>
          <p className="mt-2 text-gray-800" lang={explained}>
            {pair.tip}
          </p>
        </section>

        <section aria-labelledby="pair-mistakes" className="mt-10">
          <h2 id="pair-mistakes" className="text-2xl font-bold text-ink">
            {t("mistakes")}
          </h2>
          <ul className="mt-4 space-y-4">
            {pair.mistakes.map((mistake) => (
              <li key={mistake.wrong} className="rounded-2xl border border-gray-200 bg-white p-5">
                <p className="text-red-800">
                  <span className="font-semibold">
                    <span aria-hidden="true">✗ </span>
                    {t("wrong")}
                  </span>{" "}
                  <span lang="en" className="line-through decoration-red-300">
                    {mistake.wrong}
                  </span>
                </p>
                <p className="mt-1 text-green-800">
                  <span className="font-semibold">
                    <span aria-hidden="true">✓ </span>
                    {t("right")}
                  </span>{" "}
                  <span lang="en">{mistake.right}</span>
                </p>
                <p className="mt-2 text-gray-700" lang={explained}>
                  {mistake.why}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="pair-quiz" className="mt-10">
          <h2 id="pair-quiz" className="mb-4 text-2xl font-bold text-ink">
            {t("practice")}
          </h2>
          <QuizSection locale={locale} name={t("practice")} questions={pair.quiz} explanationLang={explained} />
        </section>

        <section aria-labelledby="pair-related" className="mt-12">
          <h2 id="pair-related" className="text-xl font-bold text-ink">
            {t("related")}
          </h2>
          <LinkList links={wordLinks} />
          {quizzes.length > 0 ? (
            <>
              <h3 className="mt-5 font-semibold text-ink">{t("quizzesWithPair")}</h3>
              <LinkList
                links={quizzes.map((quiz) => ({ href: localizedPath(quizLocale, quizPath(quiz.slug)), text: quiz.title, lang: "en" }))}
              />
            </>
          ) : null}
          <LinkList
            links={[
              { href: localizedPath(locale, CONFUSING_WORDS_PATH), text: t("confusingWords") },
              { href: localizedPath(quizLocale, QUIZ_PATH), text: t("allQuizzes") },
            ]}
          />
        </section>
      </article>
    </GuideShell>
  );
}
