import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { localizedPath, type Locale } from "@/lib/i18n";
import type { Quiz } from "../../model/guide-schema";
import { confusingPairPath, QUIZ_PATH, quizPath } from "../../model/guide-slugs";
import { normalizeWord } from "../../model/slug";
import { quizJsonLd } from "../../model/structured-data";
import { KIND_KEYS, wordPagePath, type WordPageKind } from "../../model/word-kinds";
import { wordPageLocales } from "../../model/word-locales";
import { hasWordPage } from "../../server/find-word-pages";
import { findConfusingPair, findQuiz } from "../../server/load-guides";
import { absoluteUrl, GuideShell, LinkList } from "./guide-shell";
import { QuizSection } from "./quiz-section";

/** The catalogue key of each quiz kind (words.guides.quizKinds.<key>). */
export const QUIZ_KIND_KEYS = {
  "confusing-words": "confusingWords",
  "irregular-verbs": "irregularVerbs",
  "parts-of-speech": "partsOfSpeech",
} as const satisfies Record<Quiz["kind"], string>;

/** The word pages a quiz names that exist in this locale. */
async function wordLinks(locale: Locale, kind: WordPageKind, words: readonly string[] | undefined, t: (word: string) => string) {
  if (!words?.length || !wordPageLocales[kind].includes(locale)) return [];
  const slugs = words.map((word) => ({ word, slug: normalizeWord(word) }));
  const exists = await Promise.all(slugs.map(({ slug }) => (slug ? hasWordPage(kind, slug) : Promise.resolve(false))));
  return slugs
    .filter((_, index) => exists[index])
    .map(({ word, slug }) => ({ href: localizedPath(locale, wordPagePath(kind, slug)), text: t(word) }));
}

/** One quiz: its questions as a form that works without JavaScript, scored in the browser with it. */
export async function QuizPage({ locale, slug }: { locale: Locale; slug: string }) {
  const quiz = await findQuiz(slug);
  if (!quiz) notFound();
  const t = await getTranslations({ locale, namespace: "words.guides" });
  const tWords = await getTranslations({ locale, namespace: "words" });
  const path = quizPath(slug);
  const pairs = await Promise.all((quiz.related?.confusingWords ?? []).map((pairSlug) => findConfusingPair(pairSlug)));
  const [pastTense, partOfSpeech] = await Promise.all([
    wordLinks(locale, "past-tense-of", quiz.related?.pastTenseOf, (word) => tWords(`kinds.${KIND_KEYS["past-tense-of"]}.link`, { word })),
    wordLinks(locale, "what-part-of-speech", quiz.related?.partOfSpeech, (word) =>
      tWords(`kinds.${KIND_KEYS["what-part-of-speech"]}.link`, { word }),
    ),
  ]);
  const pairLinks = pairs.flatMap((pair) =>
    pair
      ? [
          {
            href: localizedPath(locale, confusingPairPath(pair.slug)),
            text: t("pairName", { first: pair.words[0], second: pair.words[1] }),
            lang: "en",
          },
        ]
      : [],
  );
  const crumbs = [
    { name: tWords("home"), path: "/" },
    { name: t("quizzes"), path: QUIZ_PATH },
    { name: quiz.title, path, lang: "en" },
  ];
  const jsonLd = quizJsonLd({
    name: quiz.title,
    description: quiz.description,
    url: absoluteUrl(locale, path),
    level: quiz.level,
    questions: quiz.questions,
  });
  const related = [...pairLinks, ...pastTense, ...partOfSpeech];

  return (
    <GuideShell locale={locale} crumbs={crumbs} jsonLd={[jsonLd]}>
      <article>
        <h1 className="text-4xl font-extrabold tracking-tight break-words hyphens-auto text-ink" lang="en">
          {quiz.title}
        </h1>
        <p className="mt-3 text-sm text-muted">
          {t(`quizKinds.${QUIZ_KIND_KEYS[quiz.kind]}`)} · {t("quizMeta", { level: quiz.level, count: quiz.questions.length })}
        </p>
        <p className="mt-4 text-lg text-gray-800" lang="en">
          {quiz.description}
        </p>
        <p className="mt-3 text-gray-700" lang="en">
          {quiz.intro}
        </p>
        <div className="mt-8">
          <QuizSection locale={locale} name={quiz.title} questions={quiz.questions} explanationLang="en" />
        </div>
        {related.length > 0 ? (
          <section aria-labelledby="quiz-related" className="mt-12">
            <h2 id="quiz-related" className="text-xl font-bold text-ink">
              {t("quizRelated")}
            </h2>
            <LinkList links={related} />
          </section>
        ) : null}
        <p className="mt-8">
          <a href={localizedPath(locale, QUIZ_PATH)} className="text-brand-700 underline underline-offset-2">
            {t("allQuizzes")}
          </a>
        </p>
      </article>
    </GuideShell>
  );
}
