import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { ScreenType } from "../model/screen-types";
import type { ScreenProps } from "../components/screens/screen-props";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyScreen = ComponentType<ScreenProps<any>>;

/**
 * Each screen type's component in its own chunk: the page's first load carries the runner and the
 * chunk of the screen the server rendered (next/dynamic preloads it); a later screen's chunk loads
 * when it first shows, inside the runner's Suspense boundary (the loading placeholder meanwhile).
 */
export const screenComponents: Record<ScreenType, AnyScreen> = {
  "single-choice": dynamic(() => import("../components/screens/single-choice").then((module) => module.SingleChoiceScreen)),
  "single-choice-card": dynamic(() => import("../components/screens/single-choice-card").then((module) => module.SingleChoiceCardScreen)),
  "multiple-choice": dynamic(() => import("../components/screens/multiple-choice").then((module) => module.MultipleChoiceScreen)),
  "multiple-choice-grid": dynamic(() =>
    import("../components/screens/multiple-choice-grid").then((module) => module.MultipleChoiceGridScreen),
  ),
  divider: dynamic(() => import("../components/screens/divider").then((module) => module.DividerScreen)),
  "divider-v2": dynamic(() => import("../components/screens/divider-v2").then((module) => module.DividerV2Screen)),
  input: dynamic(() => import("../components/screens/input").then((module) => module.InputScreen)),
  "time-range": dynamic(() => import("../components/screens/time-range").then((module) => module.TimeRangeScreen)),
  range: dynamic(() => import("../components/screens/range").then((module) => module.RangeScreen)),
  "single-select": dynamic(() => import("../components/screens/single-select").then((module) => module.SingleSelectScreen)),
  "words-picker": dynamic(() => import("../components/screens/words-picker").then((module) => module.WordsPickerScreen)),
  "english-level-test": dynamic(() => import("../components/screens/english-level-test").then((module) => module.EnglishLevelTestScreen)),
  "target-language": dynamic(() => import("../components/screens/target-language").then((module) => module.TargetLanguageScreen)),
  "native-language": dynamic(() => import("../components/screens/native-language").then((module) => module.NativeLanguageScreen)),
  "split-screen": dynamic(() => import("../components/screens/split-screen").then((module) => module.SplitScreenScreen)),
  "static-text": dynamic(() => import("../components/screens/static-text").then((module) => module.StaticTextScreen)),
  "static-image": dynamic(() => import("../components/screens/static-image").then((module) => module.StaticImageScreen)),
  "timezone-select": dynamic(() => import("../components/screens/timezone-select").then((module) => module.TimezoneSelectScreen)),
  "time-range-slider": dynamic(() => import("../components/screens/time-range-slider").then((module) => module.TimeRangeSliderScreen)),
  slider: dynamic(() => import("../components/screens/slider").then((module) => module.SliderScreen)),
  landing: dynamic(() => import("../components/screens/landing").then((module) => module.LandingScreen)),
  greeting: dynamic(() => import("../components/screens/greeting").then((module) => module.GreetingScreen)),
  presentation: dynamic(() => import("../components/screens/presentation").then((module) => module.PresentationScreen)),
  motivation: dynamic(() => import("../components/screens/motivation").then((module) => module.MotivationScreen)),
  interruption: dynamic(() => import("../components/screens/interruption").then((module) => module.InterruptionScreen)),
  "time-learning": dynamic(() => import("../components/screens/time-learning").then((module) => module.TimeLearningScreen)),
  plan: dynamic(() => import("../components/screens/plan").then((module) => module.PlanScreen)),
};

/**
 * The screen types the server renders into the page's HTML, so the first paint shows the screen
 * (not a placeholder). Left out: screens whose first render starts work with the answers (the plan
 * saves them, the level test starts a session) or reads the browser (the time zone select starts
 * at the browser's zone); they render in the browser once the stored answers are read.
 */
export const SERVER_RENDERED_TYPES: ReadonlySet<ScreenType> = new Set<ScreenType>(
  (Object.keys(screenComponents) as ScreenType[]).filter((type) => !["plan", "english-level-test", "timezone-select"].includes(type)),
);
