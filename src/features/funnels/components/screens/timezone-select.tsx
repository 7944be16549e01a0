import { useState } from "react";
import type { ScreenOf } from "../../model/funnel";
import { ContinueButton, questionOf, ScreenBody, ScreenHeading } from "./parts";
import type { ScreenProps } from "./screen-props";
import { SelectField } from "./select-field";

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return ["UTC"];
  }
}

/** timezone-select: an IANA time zone, starting at the browser's own. */
export function TimezoneSelectScreen({ screen, answer, headingId, onAnswer }: ScreenProps<ScreenOf<"timezone-select">>) {
  const zones = timeZones();
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // The browser's own zone is offered even when the list leaves it out (UTC is not in every list).
  const [value, setValue] = useState(answer?.selectedAnswerIds[0] ?? own ?? "UTC");
  const options = (zones.includes(value) ? zones : [value, ...zones]).map((zone) => ({ id: zone, text: zone.replaceAll("_", " ") }));
  return (
    <ScreenBody>
      <ScreenHeading id={headingId} title={screen.title} subtitle={screen.subtitle} />
      <SelectField label={screen.label} value={value} options={options} onChange={setValue} />
      <ContinueButton
        label={screen.cta}
        onClick={() => onAnswer({ type: "set", question: questionOf(screen), answers: [{ id: value, text: value }] }, { advance: true })}
      />
    </ScreenBody>
  );
}
