import type { ScreenOf } from "../../model/funnel";
import { FunnelIllustration } from "./illustration";
import type { ScreenProps } from "./screen-props";
import { StaticScreenFrame } from "./static-parts";

/** static-image: the second static kind, a picture with its text. */
export function StaticImageScreen({ screen, headingId, onContinue }: ScreenProps<ScreenOf<"static-image">>) {
  return (
    <StaticScreenFrame
      headingId={headingId}
      title={screen.title}
      body={screen.body}
      emoji={screen.emoji}
      cta={screen.cta}
      onContinue={onContinue}
      before={<FunnelIllustration name={screen.illustration} alt={screen.alt} />}
    />
  );
}
