import type { ScreenOf } from "../../model/funnel";
import { fill } from "./parts";
import type { ScreenProps } from "./screen-props";
import { StaticScreenFrame } from "./static-parts";

/** greeting: greets the learner by the name they typed (as text), or without a name when they gave none. */
export function GreetingScreen({ screen, answers, headingId, onContinue }: ScreenProps<ScreenOf<"greeting">>) {
  const name = screen.nameFrom ? answers[screen.nameFrom]?.selectedAnswers[0] : undefined;
  const title = name ? fill(screen.title, { name }) : (screen.fallbackTitle ?? fill(screen.title, { name: "" }));
  return (
    <StaticScreenFrame
      headingId={headingId}
      title={title}
      body={screen.body}
      emoji={screen.emoji}
      cta={screen.cta}
      onContinue={onContinue}
    />
  );
}
