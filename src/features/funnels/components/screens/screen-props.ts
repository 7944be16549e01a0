import type { LevelTestLabels } from "@/features/level-test/client";
import type { Messages } from "@/lib/i18n";
import type { RevealPageStrings } from "../plan/plan-reveal-page";
import type { AnswerAction } from "../../model/answer-reducer";
import type { FunnelAnswer, FunnelAnswers } from "../../model/answers";
import type { LocalizedFunnel, Screen } from "../../model/funnel";

/** The runner's own texts, translated by the page (no message formatter in the browser). */
export interface RunnerStrings {
  back: string;
  progress: string;
  loading: string;
  /** "Step {step} of {total}" with the two numbers still to fill in. */
  stepOf: string;
  /** Why a time range's Continue is disabled: the end is not after the start. */
  endTimeAfterStart: string;
}

/** What the `plan` screen needs from the server: the plan's messages, the account step's texts, the web2app flag. */
export interface PlanSetup {
  texts: Messages;
  strings: RevealPageStrings;
  web2app: boolean;
}

/** What every screen component gets from the runner. */
export interface ScreenProps<S extends Screen = Screen> {
  screen: S;
  funnel: LocalizedFunnel;
  answer: FunnelAnswer | undefined;
  answers: FunnelAnswers;
  locale: string;
  strings: RunnerStrings;
  /** The id the screen's <h1> carries: the runner moves the focus to it on each new screen. */
  headingId: string;
  /** Records an answer; `advance` goes on to the next screen with it (single choice). */
  onAnswer: (action: AnswerAction, options?: { advance?: boolean }) => void;
  /** Goes on to the next screen with the answers as they are. */
  onContinue: () => void;
  isWebView: boolean;
  plan: PlanSetup;
  /** The level test's texts (funnels with an english-level-test screen), else null. */
  levelTestLabels: LevelTestLabels | null;
}
