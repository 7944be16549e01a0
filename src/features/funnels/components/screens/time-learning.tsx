import type { ScreenOf } from "../../model/funnel";
import { fill } from "./parts";
import type { ScreenProps } from "./screen-props";
import { StaticScreenFrame } from "./static-parts";

/** time-learning: what the minutes a day the learner chose add up to in a year. */
export function TimeLearningScreen({ screen, answers, headingId, locale, onContinue }: ScreenProps<ScreenOf<"time-learning">>) {
  const minutes = Number(answers[screen.minutesFrom]?.selectedAnswerIds[0] ?? 10);
  const values = { minutes: String(minutes), hours: new Intl.NumberFormat(locale).format(Math.round((minutes * 365) / 60)) };
  return (
    <StaticScreenFrame
      headingId={headingId}
      title={fill(screen.title, values)}
      body={screen.body ? fill(screen.body, values) : undefined}
      emoji={screen.emoji}
      cta={screen.cta}
      onContinue={onContinue}
    />
  );
}
