import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { ScreenType } from "../model/screen-types";
import type { ScreenProps } from "../components/screens/screen-props";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyScreen = ComponentType<ScreenProps<any>>;

/**
 * Screens whose first render depends on the browser: its time zone, the level test's and the
 * plan's stored state, other screens' stored answers (the greeting's name, the year's hours from
 * the minutes), or its collation (the native languages sorted by name: Node's ICU and the
 * browser's may order them differently, and a different order would not hydrate).
 */
type BrowserOnlyScreenType = "timezone-select" | "english-level-test" | "plan" | "greeting" | "time-learning" | "native-language";

/**
 * The screen a funnel page opens on, rendered on the server so that its heading and question are
 * in the page's HTML (the first paint shows them, not a placeholder). Each is its own chunk, as in
 * screen-loaders.ts; the page preloads only the one it rendered. Screens that depend on the browser
 * for their first render are not here: the page shows the placeholder until the browser draws them.
 */
export const firstScreenComponents: Record<Exclude<ScreenType, BrowserOnlyScreenType>, AnyScreen> = {
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
  "target-language": dynamic(() => import("../components/screens/target-language").then((module) => module.TargetLanguageScreen)),
  "split-screen": dynamic(() => import("../components/screens/split-screen").then((module) => module.SplitScreenScreen)),
  "static-text": dynamic(() => import("../components/screens/static-text").then((module) => module.StaticTextScreen)),
  "static-image": dynamic(() => import("../components/screens/static-image").then((module) => module.StaticImageScreen)),
  "time-range-slider": dynamic(() => import("../components/screens/time-range-slider").then((module) => module.TimeRangeSliderScreen)),
  slider: dynamic(() => import("../components/screens/slider").then((module) => module.SliderScreen)),
  landing: dynamic(() => import("../components/screens/landing").then((module) => module.LandingScreen)),
  presentation: dynamic(() => import("../components/screens/presentation").then((module) => module.PresentationScreen)),
  motivation: dynamic(() => import("../components/screens/motivation").then((module) => module.MotivationScreen)),
  interruption: dynamic(() => import("../components/screens/interruption").then((module) => module.InterruptionScreen)),
};

export function firstScreenComponent(type: ScreenType): AnyScreen | null {
  return type in firstScreenComponents ? firstScreenComponents[type as keyof typeof firstScreenComponents] : null;
}
