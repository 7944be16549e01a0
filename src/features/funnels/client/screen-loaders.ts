import type { ComponentType } from "react";
import type { ScreenType } from "../model/screen-types";
import type { ScreenProps } from "../components/screens/screen-props";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyScreen = ComponentType<ScreenProps<any>>;

/**
 * Each screen type's component, loaded when a screen of that type first shows (its own chunk: the
 * page's first load carries only the runner). The integrator swaps the english-level-test and plan
 * entries for the level test's and the plan's components.
 */
export const screenLoaders: Record<ScreenType, () => Promise<AnyScreen>> = {
  "single-choice": () => import("../components/screens/single-choice").then((module) => module.SingleChoiceScreen),
  "single-choice-card": () => import("../components/screens/single-choice-card").then((module) => module.SingleChoiceCardScreen),
  "multiple-choice": () => import("../components/screens/multiple-choice").then((module) => module.MultipleChoiceScreen),
  "multiple-choice-grid": () => import("../components/screens/multiple-choice-grid").then((module) => module.MultipleChoiceGridScreen),
  divider: () => import("../components/screens/divider").then((module) => module.DividerScreen),
  "divider-v2": () => import("../components/screens/divider-v2").then((module) => module.DividerV2Screen),
  input: () => import("../components/screens/input").then((module) => module.InputScreen),
  "time-range": () => import("../components/screens/time-range").then((module) => module.TimeRangeScreen),
  range: () => import("../components/screens/range").then((module) => module.RangeScreen),
  "single-select": () => import("../components/screens/single-select").then((module) => module.SingleSelectScreen),
  "words-picker": () => import("../components/screens/words-picker").then((module) => module.WordsPickerScreen),
  "english-level-test": () => import("../components/screens/english-level-test").then((module) => module.EnglishLevelTestScreen),
  "target-language": () => import("../components/screens/target-language").then((module) => module.TargetLanguageScreen),
  "native-language": () => import("../components/screens/native-language").then((module) => module.NativeLanguageScreen),
  "split-screen": () => import("../components/screens/split-screen").then((module) => module.SplitScreenScreen),
  "static-text": () => import("../components/screens/static-text").then((module) => module.StaticTextScreen),
  "static-image": () => import("../components/screens/static-image").then((module) => module.StaticImageScreen),
  "timezone-select": () => import("../components/screens/timezone-select").then((module) => module.TimezoneSelectScreen),
  "time-range-slider": () => import("../components/screens/time-range-slider").then((module) => module.TimeRangeSliderScreen),
  slider: () => import("../components/screens/slider").then((module) => module.SliderScreen),
  landing: () => import("../components/screens/landing").then((module) => module.LandingScreen),
  greeting: () => import("../components/screens/greeting").then((module) => module.GreetingScreen),
  presentation: () => import("../components/screens/presentation").then((module) => module.PresentationScreen),
  motivation: () => import("../components/screens/motivation").then((module) => module.MotivationScreen),
  interruption: () => import("../components/screens/interruption").then((module) => module.InterruptionScreen),
  "time-learning": () => import("../components/screens/time-learning").then((module) => module.TimeLearningScreen),
  plan: () => import("../components/screens/plan").then((module) => module.PlanScreen),
};
