"use client";

import { useRef } from "react";
import { digitIndex } from "./exercise-props";
import { useShortcuts } from "./use-shortcuts";

/**
 * Answer choices as buttons numbered 1–n: a number key or a click picks one (aria-pressed), the
 * player's Enter checks it. A number key also moves the focus to the choice it picked, so Enter
 * then checks instead of pressing whatever had the focus (the Listen button would play again); on
 * the picked choice Enter checks (`data-enter-checks`), on another one it picks that one.
 * After the check the right choice is marked, and a wrong pick too.
 */
export function ChoiceList({
  choices,
  labelledBy,
  selected,
  onSelect,
  correct,
  isChecked,
  lang,
}: {
  choices: readonly string[];
  labelledBy: string;
  selected: string | null;
  onSelect: (choice: string) => void;
  /** Shown after the check. */
  correct: string;
  isChecked: boolean;
  /** The language the choices are written in. */
  lang: string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  useShortcuts(!isChecked, (key) => {
    const index = digitIndex(key);
    if (index === null || index >= choices.length) return false;
    onSelect(choices[index]!);
    buttons.current[index]?.focus();
    return true;
  });
  return (
    <div role="group" aria-labelledby={labelledBy} className="grid gap-3">
      {choices.map((choice, index) => {
        const isSelected = selected === choice;
        const state = !isChecked
          ? isSelected
            ? "border-brand-600 bg-brand-50 ring-2 ring-brand-600"
            : "border-gray-300 bg-white hover:border-brand-600 hover:bg-brand-50"
          : choice === correct
            ? "border-green-700 bg-green-50 ring-2 ring-green-700"
            : isSelected
              ? "border-red-700 bg-red-50 ring-2 ring-red-700"
              : "border-gray-200 bg-white opacity-70";
        return (
          <button
            key={choice}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            data-enter-checks={(isSelected && !isChecked) || undefined}
            aria-pressed={isSelected}
            aria-disabled={isChecked || undefined}
            aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
            onClick={() => !isChecked && onSelect(choice)}
            className={`flex min-h-14 w-full items-center gap-3 rounded-xl border-2 px-4 py-3 text-left text-lg text-ink transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 ${state}`}
          >
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-md border border-gray-300 text-sm font-semibold text-muted"
            >
              {index + 1}
            </span>
            <span lang={lang}>{choice}</span>
          </button>
        );
      })}
    </div>
  );
}
