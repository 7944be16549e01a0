import type { Locale } from "@/lib/i18n/locales";
import type { AuthoredDefinition } from "./definition-schema";

/** The question keys /for-you shows as the learner's interests (decision record 0036). */
export const INTEREST_KEYS = ["topics", "skills"] as const;
export type InterestKey = (typeof INTEREST_KEYS)[number];

export interface Interest {
  id: string;
  label: string;
}
export type Interests = Record<InterestKey, Interest[]>;

interface StoredAnswer {
  questionId: string;
  questionKey: string;
  selectedAnswerIds: string[];
  selectedAnswers: string[];
}

const isStoredAnswer = (value: unknown): value is StoredAnswer => {
  const entry = value as Partial<StoredAnswer> | null;
  return (
    typeof entry === "object" &&
    entry !== null &&
    typeof entry.questionId === "string" &&
    typeof entry.questionKey === "string" &&
    Array.isArray(entry.selectedAnswerIds) &&
    entry.selectedAnswerIds.every((id) => typeof id === "string") &&
    Array.isArray(entry.selectedAnswers)
  );
};

/**
 * The interests in a stored answer set (funnel_answer_sets.answers: the spec's answers, one per
 * screen), each answer named in the interface language by its funnel's texts: the option's text in
 * this locale, else the text the learner saw, else its id. Anything that is not an answer is skipped.
 */
export function interestsFrom(answers: unknown, definition: AuthoredDefinition | undefined, locale: Locale): Interests {
  const interests: Interests = { topics: [], skills: [] };
  if (!Array.isArray(answers)) return interests;
  const texts = definition?.texts[locale] ?? {};
  for (const answer of answers.filter(isStoredAnswer)) {
    const key = INTEREST_KEYS.find((candidate) => candidate === answer.questionKey);
    if (!key) continue;
    const screen = definition?.screens.find((candidate) => candidate.id === answer.questionId);
    const options = screen && "options" in screen ? screen.options : [];
    const chosen = answer.selectedAnswerIds.map((id, index) => {
      const option = options.find((candidate) => candidate.id === id);
      const shown = answer.selectedAnswers[index];
      return { id, label: (option && texts[option.text]) || (typeof shown === "string" && shown) || id };
    });
    // The last screen with the key wins, as the plan reads answers (model/plan-input.ts).
    interests[key] = chosen.filter((interest, index) => chosen.findIndex((other) => other.id === interest.id) === index);
  }
  return interests;
}
