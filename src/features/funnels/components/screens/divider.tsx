import type { ScreenOf } from "../../model/funnel";
import type { ScreenProps } from "./screen-props";
import { StaticScreenFrame } from "./static-parts";

/** divider: a pause between parts of the funnel. */
export function DividerScreen({ screen, headingId, onContinue }: ScreenProps<ScreenOf<"divider">>) {
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
