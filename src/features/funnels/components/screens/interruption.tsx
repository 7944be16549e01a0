import type { ScreenOf } from "../../model/funnel";
import type { ScreenProps } from "./screen-props";
import { StaticScreenFrame } from "./static-parts";

/** interruption: a fact between questions, its figure first. */
export function InterruptionScreen({ screen, headingId, onContinue }: ScreenProps<ScreenOf<"interruption">>) {
  return (
    <StaticScreenFrame
      headingId={headingId}
      title={screen.title}
      body={screen.body}
      emoji={screen.emoji}
      cta={screen.cta}
      onContinue={onContinue}
    >
      <p className="text-5xl font-extrabold text-brand-700">{screen.stat}</p>
    </StaticScreenFrame>
  );
}
