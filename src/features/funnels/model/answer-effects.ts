import type { FunnelAnswer } from "./answers";

export interface FunnelProfilePatch {
  native_language?: string;
  target_language?: string;
  learning_target?: "self study" | "tutors";
  time_zone?: string;
}

const ISO_639_1 = /^[a-z]{2}$/;

/**
 * The profile fields a funnel's answers set: the target language (answered, else the funnel's
 * course), the native language (an ISO code; "other" and the target language itself set nothing)
 * the learning target and the time zone (the profile checks each value).
 */
export function profilePatchOf(course: "en" | "es", answers: readonly FunnelAnswer[]): FunnelProfilePatch {
  const first = (key: string) => answers.find((answer) => answer.questionKey === key)?.selectedAnswerIds[0];
  const target = first("target_language") ?? course;
  const patch: FunnelProfilePatch = { target_language: target };
  const native = first("native_language");
  if (native && ISO_639_1.test(native) && native !== target) patch.native_language = native;
  const learningTarget = first("learning_target");
  if (learningTarget === "self study" || learningTarget === "tutors") patch.learning_target = learningTarget;
  const timeZone = first("time_zone");
  if (timeZone) patch.time_zone = timeZone;
  return patch;
}

/**
 * Analytics user properties from the answers that name one (retenoUserProperty): the answer ids
 * (one → a string, several → a list). Free text (an input's answer) is never one.
 */
export function userPropertiesOf(answers: readonly FunnelAnswer[]): Record<string, string | string[]> {
  const properties: Record<string, string | string[]> = {};
  for (const answer of answers) {
    if (!answer.retenoUserProperty || answer.selectedAnswerIds[0] === "text") continue;
    properties[answer.retenoUserProperty] =
      answer.selectedAnswerIds.length === 1 ? answer.selectedAnswerIds[0]! : [...answer.selectedAnswerIds];
  }
  return properties;
}
