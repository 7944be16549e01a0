import { getTranslations } from "next-intl/server";
import { localizedPath, type Locale } from "@/lib/i18n";
import { CEFR_LEVELS, QUIZ_KINDS, type Quiz } from "../../model/guide-schema";
import { confusingPairPath, CONFUSING_WORDS_PATH, QUIZ_PATH, quizPath } from "../../model/guide-slugs";
import { quizPageLocales } from "../../model/word-locales";
import { listConfusingPairs, listQuizzes } from "../../server/load-guides";
import { GuideShell } from "./guide-shell";
import { QUIZ_KIND_KEYS } from "./quiz-page";

function QuizList({ locale, quizzes, meta }: { locale: Locale; quizzes: Quiz[]; meta: (quiz: Quiz) => string }) {
  return (
    <ul className="mt-4 space-y-4">
      {quizzes.map((quiz) => (
        <li key={quiz.slug}>
          <a
            href={localizedPath(locale, quizPath(quiz.slug))}
            lang="en"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {quiz.title}
          </a>
          <p className="text-sm text-muted">{meta(quiz)}</p>
          <p className="mt-1 text-gray-700" lang="en">
            {quiz.description}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** /confusing-words: every pair by the level it is written for, with its one-line summary, and the quizzes on them. */
export async function ConfusingWordsIndexPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "words.guides" });
  const tWords = await getTranslations({ locale, namespace: "words" });
  const [pairs, quizzes] = await Promise.all([listConfusingPairs(locale), listQuizzes()]);
  const quizLocale = quizPageLocales.includes(locale) ? locale : "en";
  const groups = CEFR_LEVELS.map((level) => ({ level, pairs: pairs.filter((pair) => pair.level === level) })).filter(
    (group) => group.pairs.length > 0,
  );
  const crumbs = [
    { name: tWords("home"), path: "/" },
    { name: t("confusingWords"), path: CONFUSING_WORDS_PATH },
  ];
  return (
    <GuideShell locale={locale} crumbs={crumbs}>
      <h1 className="text-4xl font-extrabold tracking-tight break-words hyphens-auto text-ink">{t("confusingWords")}</h1>
      <p className="mt-4 text-lg text-gray-700">{t("indexIntro")}</p>
      <nav aria-label={t("confusingWords")} className="mt-6">
        <ul className="flex flex-wrap gap-3">
          {groups.map((group) => (
            <li key={group.level}>
              <a
                href={`#level-${group.level}`}
                className="rounded-lg border border-gray-300 px-3 py-1 text-sm font-semibold text-ink hover:bg-gray-100"
              >
                {t("levelGroup", { level: group.level })}
              </a>
            </li>
          ))}
          <li>
            <a href="#quizzes" className="rounded-lg border border-gray-300 px-3 py-1 text-sm font-semibold text-ink hover:bg-gray-100">
              {t("confusingQuizzes")}
            </a>
          </li>
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.level} aria-labelledby={`level-${group.level}`} className="mt-10">
          <h2 id={`level-${group.level}`} className="text-2xl font-bold text-ink">
            {t("levelGroup", { level: group.level })}
          </h2>
          <ul className="mt-4 space-y-3">
            {group.pairs.map((pair) => (
              <li key={pair.slug}>
                <a
                  href={localizedPath(locale, confusingPairPath(pair.slug))}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {t("pairName", { first: pair.words[0], second: pair.words[1] })}
                </a>
                <p className="text-gray-700" lang={pair.language === locale ? undefined : pair.language}>
                  {pair.summary}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="quizzes" className="mt-12">
        <h2 id="quizzes" className="text-2xl font-bold text-ink">
          {t("confusingQuizzes")}
        </h2>
        <QuizList
          locale={quizLocale}
          quizzes={quizzes.filter((quiz) => quiz.kind === "confusing-words")}
          meta={(quiz) => t("quizMeta", { level: quiz.level, count: quiz.questions.length })}
        />
        <p className="mt-6">
          <a href={localizedPath(quizLocale, QUIZ_PATH)} className="text-brand-700 underline underline-offset-2">
            {t("allQuizzes")}
          </a>
        </p>
      </section>
    </GuideShell>
  );
}

/** /quiz: every quiz by kind, easiest first. */
export async function QuizIndexPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "words.guides" });
  const tWords = await getTranslations({ locale, namespace: "words" });
  const quizzes = await listQuizzes();
  const crumbs = [
    { name: tWords("home"), path: "/" },
    { name: t("quizzes"), path: QUIZ_PATH },
  ];
  const byLevel = (a: Quiz, b: Quiz) => CEFR_LEVELS.indexOf(a.level) - CEFR_LEVELS.indexOf(b.level);
  return (
    <GuideShell locale={locale} crumbs={crumbs}>
      <h1 className="text-4xl font-extrabold tracking-tight break-words hyphens-auto text-ink">{t("quizzes")}</h1>
      <p className="mt-4 text-lg text-gray-700">{t("quizzesIntro")}</p>
      {QUIZ_KINDS.map((kind) => (
        <section key={kind} aria-labelledby={`kind-${kind}`} className="mt-10">
          <h2 id={`kind-${kind}`} className="text-2xl font-bold text-ink">
            {t(`quizKinds.${QUIZ_KIND_KEYS[kind]}`)}
          </h2>
          <QuizList
            locale={locale}
            quizzes={quizzes.filter((quiz) => quiz.kind === kind).sort(byLevel)}
            meta={(quiz) => t("quizMeta", { level: quiz.level, count: quiz.questions.length })}
          />
        </section>
      ))}
      <p className="mt-10">
        <a href={localizedPath(locale, CONFUSING_WORDS_PATH)} className="text-brand-700 underline underline-offset-2">
          {t("confusingWords")}
        </a>
      </p>
    </GuideShell>
  );
}
