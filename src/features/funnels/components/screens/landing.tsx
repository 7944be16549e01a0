import type { ScreenOf } from "../../model/funnel";
import { FunnelIllustration } from "./illustration";
import type { ScreenProps } from "./screen-props";
import { StaticScreenFrame } from "./static-parts";

/** landing: the funnel's opening screen with its picture. */
export function LandingScreen({ screen, headingId, onContinue }: ScreenProps<ScreenOf<"landing">>) {
  return (
    <StaticScreenFrame
      headingId={headingId}
      title={screen.title}
      body={screen.body}
      emoji={screen.emoji}
      cta={screen.cta}
      onContinue={onContinue}
      before={<FunnelIllustration name={screen.illustration} />}
    />
  );
}
