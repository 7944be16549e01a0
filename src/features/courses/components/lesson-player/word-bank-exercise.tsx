"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { seededShuffle } from "../../model/lesson-session";
import { punctuateTiles } from "../../model/punctuate-tiles";
import { HeardSentence } from "./heard-sentence";
import { digitIndex, type ExerciseProps } from "./exercise-props";
import { useShortcuts, useViewReady } from "./use-shortcuts";

/**
 * Build the sentence from tiles: the sentence's translation is shown, or, for a learner who reads
 * the course's own language (`listen`), the sentence is heard. Tiles are buttons: a click, Enter/Space or its number key moves a
 * tile to the sentence; a tile in the sentence goes back the same way; Backspace takes the last one back.
 */
export default function WordBankExercise({
  exercise,
  course,
  headingId,
  judgement,
  onResponse,
  announce,
  onReady,
}: ExerciseProps<"word_bank">) {
  useViewReady(onReady);
  const t = useTranslations("lesson.wordBank");
  const tiles = useMemo(
    () =>
      seededShuffle(
        exercise.tiles.map((text, index) => ({ text, index })),
        exercise.id,
      ),
    [exercise],
  );
  const [picked, setPicked] = useState<number[]>([]);
  const isChecked = judgement !== null;

  const change = (next: number[]) => {
    setPicked(next);
    onResponse(next.length ? next.map((index) => exercise.tiles[index]).join(" ") : null);
  };
  const pick = (index: number) => {
    if (isChecked || picked.includes(index)) return;
    change([...picked, index]);
    announce(t("added", { word: exercise.tiles[index]! }));
  };
  const unpick = (index: number) => {
    if (isChecked) return;
    change(picked.filter((other) => other !== index));
    announce(t("removed", { word: exercise.tiles[index]! }));
  };
  const bank = tiles.filter((tile) => !picked.includes(tile.index));
  // Checked right, the built sentence reads as written, with the answer's punctuation.
  const written =
    judgement && judgement.verdict !== "wrong"
      ? punctuateTiles(
          exercise.answer,
          picked.map((index) => exercise.tiles[index]!),
        )
      : null;

  useShortcuts(!isChecked, (key) => {
    if (key === "Backspace" && picked.length) {
      unpick(picked.at(-1)!);
      return true;
    }
    const position = digitIndex(key);
    if (position === null || position >= bank.length) return false;
    pick(bank[position]!.index);
    return true;
  });

  const tileClass =
    "min-h-11 rounded-xl border-2 border-b-4 border-gray-300 bg-white px-3 py-1.5 text-lg text-ink hover:bg-gray-50 focus-visible:outline-3 focus-visible:outline-offset-2";
  return (
    <div className="space-y-6">
      {exercise.listen ? (
        <HeardSentence course={course} text={exercise.answer} />
      ) : (
        <p className="rounded-2xl bg-gray-50 px-5 py-4 text-xl font-semibold text-ink">{exercise.translation}</p>
      )}
      <div>
        <p id={`${headingId}-sentence`} className="mb-2 text-sm font-semibold text-ink">
          {t("sentence")}
        </p>
        <div
          role="group"
          aria-labelledby={`${headingId}-sentence`}
          className={`flex min-h-16 flex-wrap items-center gap-2 rounded-xl border-2 border-dashed p-2 ${
            !judgement ? "border-gray-300" : judgement.verdict === "wrong" ? "border-red-700 bg-red-50" : "border-green-700 bg-green-50"
          }`}
        >
          {picked.length === 0 ? <span className="px-2 text-muted">{t("empty")}</span> : null}
          {picked.map((index, position) => (
            <button
              key={index}
              type="button"
              lang={course}
              aria-label={t("remove", { word: exercise.tiles[index]! })}
              aria-disabled={isChecked || undefined}
              onClick={() => unpick(index)}
              className={tileClass}
            >
              {written?.[position] ?? exercise.tiles[index]}
            </button>
          ))}
        </div>
      </div>
      <div>
        <p id={`${headingId}-tiles`} className="mb-2 text-sm font-semibold text-ink">
          {t("tiles")}
        </p>
        <div role="group" aria-labelledby={`${headingId}-tiles`} className="flex min-h-12 flex-wrap gap-2">
          {bank.map((tile, position) => (
            <button
              key={tile.index}
              type="button"
              lang={course}
              aria-disabled={isChecked || undefined}
              aria-keyshortcuts={position < 9 ? String(position + 1) : undefined}
              onClick={() => pick(tile.index)}
              className={tileClass}
            >
              {/* The key that picks the tile (as the choice lists show theirs); hidden from the tile's name. */}
              {position < 9 ? (
                <span aria-hidden="true" className="mr-1.5 align-super text-xs font-semibold text-muted">
                  {position + 1}
                </span>
              ) : null}
              {tile.text}
            </button>
          ))}
        </div>
      </div>
      <p className="text-sm text-muted">{t("keys")}</p>
    </div>
  );
}
