import type { ScreenOf } from "../../model/funnel";
import type { ScreenProps } from "./screen-props";
import { StaticScreenFrame } from "./static-parts";

/** motivation: encouragement (the positive_reinforcement screens). */
export function MotivationScreen({ screen, headingId, onContinue }: ScreenProps<ScreenOf<"motivation">>) {
  return (
    <StaticScreenFrame
      headingId={headingId}
      title={screen.title}
      body={screen.body}
      emoji={screen.emoji}
      cta={screen.cta}
      onContinue={onContinue}
    />
  );
}
