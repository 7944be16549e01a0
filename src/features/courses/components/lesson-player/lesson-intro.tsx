"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { buttonVariants } from "@/components/ui/button";
import type { PlayableLesson } from "../../model/playable";
import { WordListItem } from "./word-list-item";

/** The start of a lesson: its goal, the grammar point and the new words, then Start (Enter). */
export function LessonIntro({ lesson, onStart }: { lesson: PlayableLesson; onStart: () => void }) {
  const t = useTranslations("lesson.intro");
  const start = useRef<HTMLButtonElement>(null);
  useEffect(() => start.current?.focus({ preventScroll: true }), []);
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("level", { level: lesson.level.toUpperCase() })}</p>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{lesson.title}</h1>
        <p className="text-lg text-gray-700">
          <span className="font-semibold">{t("goal")}</span> {lesson.goal}
        </p>
      </header>
      <section aria-labelledby="lesson-grammar" className="rounded-2xl border border-brand-100 bg-brand-50 p-5">
        <h2 id="lesson-grammar" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          {t("grammar")}
        </h2>
        <p className="mt-1 text-xl font-bold text-ink">{lesson.grammar.title}</p>
        <p className="mt-2 text-base text-gray-800">{lesson.grammar.explanation}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {lesson.grammar.examples.map((example) => (
            <li key={example} lang={lesson.course} className="rounded-lg bg-white px-3 py-1 text-base font-medium text-ink shadow-sm">
              {example}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="lesson-words">
        <h2 id="lesson-words" className="text-sm font-semibold tracking-wide text-muted uppercase">
          {t("newWords")}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {lesson.words.map((word) => (
            <WordListItem key={word.id} word={word} course={lesson.course} />
          ))}
        </ul>
      </section>
      <button ref={start} type="button" className={buttonVariants({ size: "lg", className: "w-full sm:w-auto" })} onClick={onStart}>
        {t("start")}
      </button>
    </div>
  );
}
