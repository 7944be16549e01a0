"use client";

import { useTranslations } from "next-intl";
import { AudioButton } from "./audio-button";
import type { ExerciseProps } from "./exercise-props";
import { useViewReady } from "./use-shortcuts";

/** A new word: its text, audio, meaning (a translation or a definition) and example; Continue (Enter) goes on. */
export default function FlashcardExercise({ exercise, course, meanings, onReady }: ExerciseProps<"flashcard">) {
  useViewReady(onReady);
  const t = useTranslations("lesson.flashcard");
  const { word } = exercise;
  return (
    <div className="space-y-5 rounded-2xl border border-gray-200 bg-white p-6 text-center shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t("newWord")}</p>
      <p lang={course} className="text-4xl font-extrabold tracking-tight text-ink">
        {word.text}
      </p>
      <div className="flex justify-center">
        <AudioButton course={course} text={word.text} />
      </div>
      <dl className="space-y-3 text-left">
        <div>
          <dt className="text-sm font-semibold text-muted">{t(meanings === "definition" ? "meaning" : "translation")}</dt>
          <dd lang={meanings === "definition" ? course : undefined} className="text-xl text-ink">
            {word.meaning}
          </dd>
        </div>
        {word.example ? (
          <div>
            <dt className="text-sm font-semibold text-muted">{t("example")}</dt>
            <dd lang={course} className="text-lg text-ink italic">
              {word.example}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
