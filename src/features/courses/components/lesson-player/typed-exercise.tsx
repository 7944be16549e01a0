"use client";

import { useTranslations } from "next-intl";
import { GAP } from "../../model/course-levels";
import { gapPadding } from "./gap-padding";
import { HeardSentence } from "./heard-sentence";
import type { ExerciseProps } from "./exercise-props";
import { useViewReady } from "./use-shortcuts";

/** fill_gap, listen_type and translate: the learner types; Enter (the form) checks. */
export default function TypedExercise({
  exercise,
  course,
  meanings,
  headingId,
  judgement,
  response,
  onResponse,
  onReady,
}: ExerciseProps<"fill_gap" | "listen_type" | "translate">) {
  useViewReady(onReady);
  const t = useTranslations("lesson");
  const inputId = `${headingId}-answer`;
  const isChecked = judgement !== null;
  const tone = !judgement
    ? "border-gray-400"
    : judgement.verdict === "wrong"
      ? "border-red-700 bg-red-50"
      : judgement.verdict === "almost"
        ? "border-amber-600 bg-amber-50"
        : "border-green-700 bg-green-50";
  const field = (label: string, multiline: boolean) => {
    const common = {
      id: inputId,
      value: response ?? "",
      readOnly: isChecked,
      lang: course,
      autoComplete: "off",
      autoCapitalize: "off",
      autoCorrect: "off",
      spellCheck: false,
      // The player focuses this field when the exercise appears; the form's submit (Enter) is its Check.
      "data-autofocus": true,
      className: `block w-full rounded-xl border-2 bg-white px-4 py-3 text-lg text-ink shadow-sm focus-visible:outline-3 focus-visible:outline-offset-1 ${tone}`,
      onChange: (event: { target: { value: string } }) => onResponse(event.target.value.trim() ? event.target.value : null),
    };
    return (
      <div className="space-y-2">
        <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
          {label}
        </label>
        {multiline ? (
          <textarea
            {...common}
            rows={2}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
        ) : (
          <input {...common} type="text" />
        )}
      </div>
    );
  };

  if (exercise.type === "fill_gap") {
    const [before, after] = [exercise.sentence.split(GAP)[0] ?? "", exercise.sentence.split(GAP).slice(1).join(GAP)];
    return (
      <div className="space-y-6">
        <p lang={course} className="text-2xl font-semibold text-ink">
          {before}
          <span
            className={`inline-block min-w-16 border-b-2 border-brand-600 text-brand-700 ${response ? gapPadding(before, after) : "px-1"}`}
            aria-hidden={!response}
          >
            {response ?? "\u00a0"}
          </span>
          {after}
        </p>
        {field(t("gapAnswer"), false)}
      </div>
    );
  }
  if (exercise.type === "listen_type") {
    return (
      <div className="space-y-6">
        <HeardSentence course={course} text={exercise.audio} />
        {field(t("dictationAnswer"), true)}
      </div>
    );
  }
  if (exercise.type === "translate" && exercise.listen) {
    // A learner who reads the course's language hears the sentence instead of reading its "translation".
    const sentence = exercise.answers[0]!;
    return (
      <div className="space-y-6">
        <HeardSentence course={course} text={sentence} />
        {field(t("dictationAnswer"), true)}
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <blockquote
        lang={meanings === "definition" ? course : undefined}
        className="rounded-2xl bg-gray-50 px-5 py-4 text-xl font-semibold text-ink"
      >
        {exercise.source}
      </blockquote>
      {field(t(exercise.fromMeaning && meanings === "definition" ? "wordAnswer" : "translationAnswer"), true)}
    </div>
  );
}
