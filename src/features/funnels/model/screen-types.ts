/**
 * The funnel screen types (spec section 2 "Funnel screen types" and section 3 "Quiz step types"),
 * as plain types the browser carries (no zod in the page's first load). model/definition-schema.ts
 * validates the authored JSON into these shapes.
 */
export const SCREEN_TYPES = [
  // spec section 2
  "single-choice",
  "single-choice-card",
  "multiple-choice",
  "multiple-choice-grid",
  "divider",
  "divider-v2",
  "input",
  "time-range",
  "range",
  "single-select",
  "words-picker",
  "english-level-test",
  "target-language",
  "native-language",
  "split-screen",
  "static-text",
  "static-image",
  // section 3's quiz step types not covered above
  "timezone-select",
  "time-range-slider",
  "slider",
  "landing",
  "greeting",
  "presentation",
  "motivation",
  "interruption",
  "time-learning",
  // the end of a funnel: the personal plan (its component is the plan feature's)
  "plan",
] as const;
export type ScreenType = (typeof SCREEN_TYPES)[number];

/** Screens that take an answer (the others only show something and go on). */
export const QUESTION_TYPES = [
  "single-choice",
  "single-choice-card",
  "multiple-choice",
  "multiple-choice-grid",
  "input",
  "time-range",
  "range",
  "single-select",
  "words-picker",
  "english-level-test",
  "target-language",
  "native-language",
  "timezone-select",
  "time-range-slider",
  "slider",
] as const satisfies readonly ScreenType[];
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Choice screens: the answer ids are the screen's option ids. */
export const CHOICE_TYPES = [
  "single-choice",
  "single-choice-card",
  "multiple-choice",
  "multiple-choice-grid",
  "single-select",
  "words-picker",
  "target-language",
  "native-language",
  "slider",
] as const satisfies readonly QuestionType[];

/** Choices with more than one answer: selecting toggles. */
export const MULTIPLE_TYPES = ["multiple-choice", "multiple-choice-grid", "words-picker"] as const satisfies readonly QuestionType[];

export const isQuestionType = (type: string): type is QuestionType => (QUESTION_TYPES as readonly string[]).includes(type);
export const isChoiceType = (type: string) => (CHOICE_TYPES as readonly string[]).includes(type);
export const isMultipleType = (type: string) => (MULTIPLE_TYPES as readonly string[]).includes(type);

/** The experiments a definition can mark screens with (growth flag keys). */
export const SCREEN_EXPERIMENTS = ["positive_reinforcement"] as const;
export type ScreenExperiment = (typeof SCREEN_EXPERIMENTS)[number];

/** Where a screen goes next: by the chosen answer id, by the chosen answer's tag, else `default`, else the next screen in order. */
export interface Branching {
  byAnswer?: Record<string, string>;
  byTag?: Record<string, string>;
  default?: string;
}

/**
 * Where a funnel ends when it is not the engine's way after the plan (the account step, the paywall
 * or /download-app: model/after-plan.ts). A funnel for a signed-in learner may end on a page of the
 * app instead: after its plan screen, or, without a plan, after its last screen (the answers are
 * stored first). Decision record 0036.
 */
export const FUNNEL_FINISHES = ["/my-plan", "/for-you"] as const;
export type FunnelFinish = (typeof FUNNEL_FINISHES)[number];
