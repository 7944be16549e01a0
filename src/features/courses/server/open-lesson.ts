import "server-only";
import type { Tier } from "@/features/billing";
import type { Locale } from "@/lib/i18n";
import { findLesson, playableLesson, type PlayableLesson } from "../model/playable";
import { openAttempt } from "./attempts";
import { loadCourses } from "./load-content";

/**
 * wt-player's stand-in for wt-progress's openLesson (same signature, issue 13 contract): finds
 * the lesson and opens (or resumes) the learner's attempt, WITHOUT gating. The integrator keeps
 * wt-progress's file, which gates by order and premium.
 */
export type OpenLessonResult =
  | { status: "ok"; lesson: PlayableLesson; attemptId: string; resumed: boolean }
  | { status: "locked"; reason: "premium" | "order" }
  | { status: "unknown" };

export async function openLesson(input: {
  userId: string;
  lessonId: string;
  locale: Locale;
  tier: Tier;
  now: Date;
}): Promise<OpenLessonResult> {
  const place = findLesson(loadCourses(), input.lessonId);
  if (!place) return { status: "unknown" };
  const { attempt, resumed } = await openAttempt(
    input.userId,
    { course: place.course.id, kind: "lesson", itemId: input.lessonId },
    input.now,
  );
  return { status: "ok", lesson: playableLesson(place, input.locale), attemptId: attempt.id, resumed };
}
