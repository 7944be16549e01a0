import { useState } from "react";
import type { ScreenOf } from "../../model/funnel";
import { ContinueButton, questionOf, ScreenBody, ScreenHeading } from "./parts";
import type { ScreenProps } from "./screen-props";
import { SelectField } from "./select-field";
import { timeSlots } from "./time-slots";

/** time-range: from and to, as two drop-downs of times; the answer ids are the two times ("07:00", "08:30"). */
export function TimeRangeScreen({ screen, answer, headingId, strings, onAnswer }: ScreenProps<ScreenOf<"time-range">>) {
  const slots = timeSlots(screen.startHour, screen.endHour, screen.stepMinutes).map((time) => ({ id: time, text: time }));
  const [from, setFrom] = useState(answer?.selectedAnswerIds[0] ?? slots[Math.min(2, slots.length - 2)]!.id);
  const [to, setTo] = useState(answer?.selectedAnswerIds[1] ?? slots[Math.min(4, slots.length - 1)]!.id);
  const isValid = from < to;
  return (
    <ScreenBody>
      <ScreenHeading id={headingId} title={screen.title} subtitle={screen.subtitle} />
      <div className="grid grid-cols-2 gap-4">
        <SelectField label={screen.fromLabel} value={from} options={slots.slice(0, -1)} onChange={setFrom} />
        <SelectField label={screen.toLabel} value={to} options={slots.slice(1)} onChange={setTo} />
      </div>
      <ContinueButton
        label={screen.cta}
        disabled={!isValid}
        disabledReason={strings.endTimeAfterStart}
        onClick={() =>
          isValid &&
          onAnswer(
            {
              type: "set",
              question: questionOf(screen),
              answers: [
                { id: from, text: from },
                { id: to, text: to },
              ],
            },
            { advance: true },
          )
        }
      />
    </ScreenBody>
  );
}
