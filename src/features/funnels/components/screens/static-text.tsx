import type { ScreenOf } from "../../model/funnel";
import type { ScreenProps } from "./screen-props";
import { StaticScreenFrame } from "./static-parts";

/** static-text: the first static kind, text only. */
export function StaticTextScreen({ screen, headingId, onContinue }: ScreenProps<ScreenOf<"static-text">>) {
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
