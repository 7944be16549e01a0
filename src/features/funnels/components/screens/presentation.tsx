import type { ScreenOf } from "../../model/funnel";
import type { ScreenProps } from "./screen-props";
import { StaticScreenFrame, Bullets } from "./static-parts";

/** presentation: what the product does, as a list. */
export function PresentationScreen({ screen, headingId, onContinue }: ScreenProps<ScreenOf<"presentation">>) {
  return (
    <StaticScreenFrame
      headingId={headingId}
      title={screen.title}
      body={screen.body}
      emoji={screen.emoji}
      cta={screen.cta}
      onContinue={onContinue}
    >
      <Bullets items={screen.bullets} />
    </StaticScreenFrame>
  );
}
