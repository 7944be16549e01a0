"use client";

import { useLocale } from "next-intl";
import type { Locale } from "@/lib/i18n";
import type { CourseId } from "../../model/course-levels";
import { meaningsFor, type PlayableWord } from "../../model/playable";

/**
 * A new word in a lesson's word list (its introduction, its results): the word beside its
 * translation, or above its definition (a sentence in the course's language) for a learner who reads
 * the course's own language.
 */
export function WordListItem({ word, course }: { word: PlayableWord; course: CourseId }) {
  const isDefinition = meaningsFor(course, useLocale() as Locale) === "definition";
  if (isDefinition) {
    return (
      <li className="rounded-xl border border-gray-200 px-4 py-2">
        <span lang={course} className="block font-semibold text-ink">
          {word.text}
        </span>
        <span lang={course} className="block text-gray-700">
          {word.meaning}
        </span>
      </li>
    );
  }
  return (
    <li className="flex items-baseline justify-between gap-3 rounded-xl border border-gray-200 px-4 py-2">
      <span lang={course} className="font-semibold text-ink">
        {word.text}
      </span>
      <span className="text-right text-gray-700">{word.meaning}</span>
    </li>
  );
}
