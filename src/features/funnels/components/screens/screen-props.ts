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
  /** The way on from the end of a funnel until the plan feature's screen is plugged in. */
  signUp: string;
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
}
