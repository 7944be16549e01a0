import type { LearningTarget } from "./profile-constants";

/**
 * "How you want to learn": on my own, with a tutor one to one, or in group lessons. The spec's
 * learning target stays 'self study' or 'tutors' on the API; group lessons are a kind of tutoring
 * (products of category 'tutors', type 'group_lessons'), so that choice is stored as the target
 * 'tutors' plus the keeper entry `learning_format` = {"type":"group_lessons"} (one to one:
 * {"type":"individual"}).
 */
export const LEARNING_CHOICES = ["self study", "tutors", "group_lessons"] as const;
export type LearningChoice = (typeof LEARNING_CHOICES)[number];

export const LEARNING_FORMAT_KEY = "learning_format";
export type LearningFormat = "group_lessons" | "individual";

/** The stored learning_format keeper value → its type, or null when absent or unreadable. */
export function readLearningFormat(value: string | null | undefined): LearningFormat | null {
  if (!value) return null;
  try {
    const type = (JSON.parse(value) as { type?: unknown } | null)?.type;
    return type === "group_lessons" || type === "individual" ? type : null;
  } catch {
    return null;
  }
}

export function learningFormatValue(format: LearningFormat): string {
  return JSON.stringify({ type: format });
}

/** The choice the form shows for what is stored ("" = not chosen). */
export function learningChoiceOf(target: LearningTarget | null | undefined, format: LearningFormat | null): LearningChoice | "" {
  if (!target) return "";
  if (target === "tutors" && format === "group_lessons") return "group_lessons";
  return target;
}

/** What a choice stores: the spec's learning target, and for tutoring the format. */
export function storedLearningChoice(choice: LearningChoice): { learning_target: LearningTarget; format: LearningFormat | null } {
  if (choice === "self study") return { learning_target: "self study", format: null };
  return { learning_target: "tutors", format: choice === "group_lessons" ? "group_lessons" : "individual" };
}
