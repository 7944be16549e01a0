"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { GAP } from "../../model/course-levels";
import { gapPadding } from "./gap-padding";
import { AudioButton } from "./audio-button";
import { ChoiceList } from "./choice-list";
import type { ExerciseProps } from "./exercise-props";
import { useViewReady } from "./use-shortcuts";

/** choose, listen_choose and dialogue: something to read or hear, then one of the choices. */
export default function ChoiceExercise({
  exercise,
  course,
  headingId,
  judgement,
  response,
  onResponse,
  onReady,
}: ExerciseProps<"choose" | "listen_choose" | "dialogue">) {
  useViewReady(onReady);
  const t = useTranslations("lesson");
  const [isAudioMissing, setAudioMissing] = useState(false);
  const list = (
    <ChoiceList
      choices={exercise.choices}
      labelledBy={headingId}
      selected={response}
      onSelect={onResponse}
      correct={exercise.answer}
      isChecked={judgement !== null}
      lang={course}
    />
  );
  if (exercise.type === "listen_choose") {
    return (
      <div className="space-y-6">
        <AudioButton course={course} text={exercise.audio} autoPlay size="lg" onUnavailable={() => setAudioMissing(true)} />
        {isAudioMissing || judgement ? (
          <p lang={course} className="text-xl font-semibold text-ink">
            {exercise.audio}
          </p>
        ) : null}
        {list}
      </div>
    );
  }
  if (exercise.type === "dialogue") {
    return (
      <div className="space-y-6">
        <section aria-label={t("dialogue.label")} className="space-y-3 rounded-2xl bg-gray-50 p-4">
          {exercise.lines.map((line, index) => (
            <div key={index} className={`flex flex-col ${index % 2 ? "items-end" : "items-start"}`}>
              <p className="text-xs font-semibold tracking-wide text-muted uppercase">{line.speaker}</p>
              <div className={`flex max-w-[90%] items-start gap-2 ${index % 2 ? "flex-row-reverse" : ""}`}>
                <p
                  lang={course}
                  className={`rounded-2xl px-4 py-2 text-lg ${index % 2 ? "bg-brand-100 text-ink" : "bg-white text-ink shadow-sm"}`}
                >
                  {line.text}
                </p>
              </div>
            </div>
          ))}
        </section>
        <p className="text-lg font-semibold text-ink">{exercise.question}</p>
        {list}
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <p lang={course} className="text-2xl font-semibold text-ink">
        <GapSentence sentence={exercise.question} filled={judgement ? exercise.answer : response} gapLabel={t("gap")} />
      </p>
      {list}
    </div>
  );
}

/** A sentence whose gap shows a blank (read as "gap" by screen readers) or the word that fills it. */
export function GapSentence({ sentence, filled, gapLabel }: { sentence: string; filled: string | null; gapLabel: string }) {
  const parts = sentence.split(GAP);
  if (parts.length < 2) return <>{sentence}</>;
  const after = parts.slice(1).join(GAP);
  return (
    <>
      {parts[0]}
      {filled ? (
        <span className={`rounded border-b-2 border-brand-600 text-brand-700 ${gapPadding(parts[0]!, after)}`}>{filled}</span>
      ) : (
        <span className="inline-block w-16 border-b-2 border-gray-500 align-baseline" role="img" aria-label={gapLabel} />
      )}
      {after}
    </>
  );
}
