import type { ScreenOf } from "../../model/funnel";
import { ContinueButton } from "./parts";
import { FunnelIllustration } from "./illustration";
import type { ScreenProps } from "./screen-props";
import { Bullets } from "./static-parts";

/** split-screen: the picture on one side, the text on the other (stacked on narrow screens). */
export function SplitScreenScreen({ screen, headingId, onContinue }: ScreenProps<ScreenOf<"split-screen">>) {
  return (
    <div className="grid items-center gap-8 md:grid-cols-2">
      <div className="rounded-3xl bg-brand-50 p-6">
        <FunnelIllustration name={screen.illustration} />
      </div>
      <div className="space-y-6">
        <h1 id={headingId} tabIndex={-1} className="text-2xl font-extrabold tracking-tight text-ink focus:outline-none sm:text-3xl">
          {screen.title}
        </h1>
        {screen.body ? <p className="text-lg leading-8 text-gray-700">{screen.body}</p> : null}
        {screen.bullets ? <Bullets items={screen.bullets} /> : null}
        <ContinueButton label={screen.cta} onClick={onContinue} />
      </div>
    </div>
  );
}
