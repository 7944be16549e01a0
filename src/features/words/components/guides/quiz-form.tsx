"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { scoreQuiz, type QuizScore } from "../../model/score-quiz";

export interface QuizQuestion {
  sentence: string;
  options: string[];
  answer: string;
  explanation: string;
}

const BLANK = "___";
const subscribeNothing = () => () => undefined;

/** A sentence with its gap drawn as a line and named for screen readers. */
function Sentence({ sentence, blank }: { sentence: string; blank: string }) {
  const [before, after] = sentence.split(BLANK);
  return (
    <span lang="en">
      {before}
      <span aria-hidden="true" className="mx-1 inline-block w-14 border-b-2 border-gray-500 align-baseline" />
      <span className="sr-only">{blank}</span>
      {after}
    </span>
  );
}

/**
 * A gap-fill quiz as a real form: each question a fieldset with its radio buttons, the answer and
 * the explanation in a <details> (so it works without JavaScript). With JavaScript, "Check my
 * answers" marks each question and announces the score; "Try again" clears it.
 */
export function QuizForm({
  name,
  questions,
  explanationLang,
  checkClassName,
  resetClassName,
}: {
  /** The form's accessible name (the quiz's title). */
  name: string;
  questions: QuizQuestion[];
  /** The explanations' language where it is not the page's (the sentences are always English). */
  explanationLang?: string;
  checkClassName: string;
  resetClassName: string;
}) {
  const t = useTranslations("words.guides.quiz");
  const id = useId();
  const hasScript = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const [chosen, setChosen] = useState<(string | undefined)[]>([]);
  const [score, setScore] = useState<QuizScore>();
  const [focus, setFocus] = useState<"reset" | "first">();
  const resetRef = useRef<HTMLButtonElement>(null);
  const firstRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focus === "reset") resetRef.current?.focus();
    if (focus === "first") firstRef.current?.focus();
  }, [focus, score]);

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setScore(scoreQuiz(questions, chosen));
    setFocus("reset");
  };
  const reset = () => {
    setChosen([]);
    setScore(undefined);
    setFocus("first");
  };

  return (
    <form aria-label={name} onSubmit={check} className="space-y-5">
      <ol className="space-y-5">
        {questions.map((question, index) => {
          const result = score?.results[index];
          const group = `${id}-q${index}`;
          return (
            <li key={group}>
              <fieldset disabled={Boolean(score)} className="rounded-2xl border border-gray-200 bg-white p-5">
                {/* Floated: a question on several lines stays inside the card instead of straddling its border. */}
                <legend className="float-left w-full px-1 text-lg font-semibold text-ink">
                  <span>{index + 1}.</span> <Sentence sentence={question.sentence} blank={t("blank")} />
                </legend>
                <div className="clear-both flex flex-wrap gap-3 pt-3">
                  {question.options.map((option, optionIndex) => (
                    <label
                      key={option}
                      className="flex cursor-pointer items-center gap-2 rounded-xl border border-gray-300 px-4 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                    >
                      <input
                        ref={index === 0 && optionIndex === 0 ? firstRef : undefined}
                        type="radio"
                        name={group}
                        value={option}
                        checked={chosen[index] === option}
                        onChange={() => setChosen((previous) => Object.assign([...previous], { [index]: option }))}
                        className="size-4 accent-brand-600"
                      />
                      <span lang="en">{option}</span>
                    </label>
                  ))}
                </div>
                {result ? (
                  <div
                    data-testid="quiz-result"
                    className={`mt-4 rounded-xl p-3 ${result === "right" ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`}
                  >
                    <p className="font-semibold">
                      <span aria-hidden="true">{result === "right" ? "✓ " : "✗ "}</span>
                      {result === "right" ? t("right") : t(result, { answer: question.answer })}
                    </p>
                    <p className="mt-1" lang={explanationLang}>
                      {question.explanation}
                    </p>
                  </div>
                ) : (
                  <details className="mt-4 text-gray-700">
                    <summary className="cursor-pointer font-medium text-brand-700">{t("showAnswer")}</summary>
                    <p className="mt-2 font-semibold">{t("answer", { answer: question.answer })}</p>
                    <p className="mt-1" lang={explanationLang}>
                      {question.explanation}
                    </p>
                  </details>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p role="status" className="text-xl font-bold text-ink">
        {score ? t("score", { score: score.score, total: score.total }) : ""}
      </p>
      {hasScript ? (
        score ? (
          // Distinct keys: a button reused in place would turn into the submit button during its own click and submit the form.
          <button key="reset" ref={resetRef} type="button" onClick={reset} className={resetClassName}>
            {t("tryAgain")}
          </button>
        ) : (
          <button key="check" type="submit" className={checkClassName}>
            {t("check")}
          </button>
        )
      ) : null}
    </form>
  );
}
