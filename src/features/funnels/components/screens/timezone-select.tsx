import { useMemo, useState } from "react";
import { currentTimeZone, supportedTimeZones, timeZoneOptions } from "@/lib/i18n/time-zones";
import { useTimeZoneCities } from "@/lib/i18n/use-time-zone-cities";
import type { ScreenOf } from "../../model/funnel";
import { ContinueButton, questionOf, ScreenBody, ScreenHeading } from "./parts";
import type { ScreenProps } from "./screen-props";
import { SelectField } from "./select-field";

function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * timezone-select: an IANA time zone, starting at the browser's own; offered as "(UTC+02:00) Kyiv —
 * Eastern European Time" in the page's language (the city too: "Kijów" in Polish), by offset. The answer is the IANA id.
 */
export function TimezoneSelectScreen({ screen, answer, headingId, locale, onAnswer }: ScreenProps<ScreenOf<"timezone-select">>) {
  const answered = answer?.selectedAnswerIds[0];
  const own = deviceTimeZone();
  // Under its current name, as the options are (Chromium still says Europe/Kiev).
  const [value, setValue] = useState(currentTimeZone(answered ?? own) ?? "UTC");
  // The stored answer and the browser's own zone are offered even when the runtime's list leaves them out.
  // Labelling ~420 zones takes a moment: once per locale, not on each change (the choice is always in the list).
  const cities = useTimeZoneCities(locale);
  const options = useMemo(
    () =>
      timeZoneOptions(supportedTimeZones(), locale, { selected: [answered, own], cities }).map((zone) => ({
        id: zone.id,
        text: zone.label,
      })),
    [locale, answered, own, cities],
  );
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
