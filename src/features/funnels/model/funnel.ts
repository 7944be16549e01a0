import type { Screen } from "./definition-schema";
import type { FunnelFinish } from "./screen-types";

export type { Screen, ScreenOf } from "./definition-schema";

/** A funnel as one page shows it: its screens with the texts of one locale (what the browser gets). */
export interface LocalizedFunnel {
  slug: string;
  brand: "english-improve" | "spanish-boost" | null;
  course: "en" | "es";
  /** The app page the funnel ends on, or null: after the plan, the account step, the paywall or /download-app. */
  finish: FunnelFinish | null;
  screens: Screen[];
  /** The experiments on for this visitor: a screen marked with another one is skipped. */
  experiments: string[];
  /** Language names in the interface language, by ISO 639-1 code (target- and native-language screens). */
  languageNames: Record<string, string>;
}
