import type { ScreenOf } from "../../model/funnel";
import type { ScreenProps } from "./screen-props";
import { StaticScreenFrame, Bullets } from "./static-parts";

/** divider-v2: a pause that lists what comes next. */
export function DividerV2Screen({ screen, headingId, onContinue }: ScreenProps<ScreenOf<"divider-v2">>) {
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
