"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { seededShuffle } from "../../model/lesson-session";
import { digitIndex, type ExerciseProps } from "./exercise-props";
import { useShortcuts, useViewReady } from "./use-shortcuts";

const LETTERS = "abcdef";

/**
 * Match each word to its meaning (a translation, or a definition): pick one on each side (a click,
 * Enter/Space, or its key: 1–6 for words, A–F for meanings). A right pair is set aside; a wrong one
 * counts as a mistake.
 * When every pair is found the player checks it.
 */
export default function MatchPairsExercise({
  exercise,
  course,
  meanings,
  headingId,
  judgement,
  onComplete,
  announce,
  onReady,
}: ExerciseProps<"match_pairs">) {
  useViewReady(onReady);
  const t = useTranslations("lesson.match");
  const words = useMemo(() => seededShuffle(exercise.pairs, `${exercise.id}:words`), [exercise]);
  const translations = useMemo(() => seededShuffle(exercise.pairs, `${exercise.id}:translations`), [exercise]);
  const [word, setWord] = useState<string | null>(null);
  const [translation, setTranslation] = useState<string | null>(null);
  const [matched, setMatched] = useState<string[]>([]);
  const [mistakes, setMistakes] = useState(0);
  // The words of the wrong tries: only these were not known (the review cards of the others count as right).
  const [missed, setMissed] = useState<string[]>([]);
  const [wrongPair, setWrongPair] = useState<{ word: string; translation: string } | null>(null);
  const isDone = judgement !== null || matched.length === exercise.pairs.length;

  const attempt = (wordId: string | null, translationId: string | null) => {
    setWord(wordId);
    setTranslation(translationId);
    if (!wordId || !translationId) return;
    const pair = exercise.pairs.find((item) => item.id === wordId)!;
    setWord(null);
    setTranslation(null);
    if (wordId === translationId) {
      const next = [...matched, wordId];
      setMatched(next);
      setWrongPair(null);
      announce(t("paired", { word: pair.text, translation: pair.meaning }));
      if (next.length === exercise.pairs.length) onComplete?.({ mistakes, missed });
    } else {
      setMistakes(mistakes + 1);
      setMissed([...new Set([...missed, wordId, translationId])]);
      setWrongPair({ word: wordId, translation: translationId });
      announce(t("notPair"));
    }
  };
  const pickWord = (id: string) => !isDone && !matched.includes(id) && attempt(word === id ? null : id, translation);
  const pickTranslation = (id: string) => !isDone && !matched.includes(id) && attempt(word, translation === id ? null : id);

  useShortcuts(!isDone, (key) => {
    const index = digitIndex(key);
    if (index !== null && index < words.length) {
      pickWord(words[index]!.id);
      return true;
    }
    const letter = LETTERS.indexOf(key.toLowerCase());
    if (key.length === 1 && letter !== -1 && letter < translations.length) {
      pickTranslation(translations[letter]!.id);
      return true;
    }
    return false;
  });

  const item = (id: string, isSelected: boolean, isWrong: boolean) => {
    if (matched.includes(id)) return "border-green-700 bg-green-50 text-green-900 opacity-80";
    if (isSelected) return "border-brand-600 bg-brand-50 ring-2 ring-brand-600";
    if (isWrong) return "border-red-700 bg-red-50";
    return "border-gray-300 bg-white hover:border-brand-600 hover:bg-brand-50";
  };
  const button = (id: string, label: string, key: string, isSelected: boolean, isWrong: boolean, onPick: () => void, lang?: string) => (
    <button
      key={id}
      type="button"
      aria-pressed={isSelected}
      aria-disabled={matched.includes(id) || isDone || undefined}
      aria-keyshortcuts={key}
      onClick={onPick}
      className={`flex min-h-12 w-full items-center gap-2 rounded-xl border-2 px-3 py-2 text-left text-base text-ink transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 sm:text-lg ${item(id, isSelected, isWrong)}`}
    >
      <span
        aria-hidden="true"
        className="flex size-6 shrink-0 items-center justify-center rounded border border-gray-300 text-xs font-semibold text-muted uppercase"
      >
        {key}
      </span>
      <span lang={lang}>{label}</span>
      {matched.includes(id) ? <span className="sr-only">{t("done")}</span> : null}
    </button>
  );

  return (
    <div className="space-y-4">
      {/* A definition is longer than its word: it gets the wider column. */}
      <div className={`grid gap-3 ${meanings === "definition" ? "grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" : "grid-cols-2"}`}>
        <div role="group" aria-label={t("words")} className="space-y-2">
          {words.map((pair, index) =>
            button(pair.id, pair.text, String(index + 1), word === pair.id, wrongPair?.word === pair.id, () => pickWord(pair.id), course),
          )}
        </div>
        <div role="group" aria-label={t(meanings === "definition" ? "meanings" : "translations")} className="space-y-2">
          {translations.map((pair, index) =>
            button(
              pair.id,
              pair.meaning,
              LETTERS[index]!,
              translation === pair.id,
              wrongPair?.translation === pair.id,
              () => pickTranslation(pair.id),
              meanings === "definition" ? course : undefined,
            ),
          )}
        </div>
      </div>
      <p className="text-sm text-muted" id={`${headingId}-keys`}>
        {t(meanings === "definition" ? "keysMeaning" : "keys", {
          lastNumber: words.length,
          lastLetter: LETTERS[words.length - 1]!.toUpperCase(),
        })}{" "}
        {mistakes > 0 ? t("mistakes", { count: mistakes }) : null}
      </p>
    </div>
  );
}
