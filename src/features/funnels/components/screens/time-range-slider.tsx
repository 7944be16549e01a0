import { useState } from "react";
import type { ScreenOf } from "../../model/funnel";
import { ContinueButton, questionOf, ScreenBody, ScreenHeading } from "./parts";
import { RangeInput } from "./range-input";
import type { ScreenProps } from "./screen-props";
import { timeSlots } from "./time-slots";

/** time-range-slider: from and to on two sliders over the offered times (the answer ids are the two times). */
export function TimeRangeSliderScreen({ screen, answer, headingId, strings, onAnswer }: ScreenProps<ScreenOf<"time-range-slider">>) {
  const slots = timeSlots(screen.startHour, screen.endHour, screen.stepMinutes);
  const indexOf = (time: string | undefined, fallback: number) => Math.max(0, time ? slots.indexOf(time) : fallback);
  const [from, setFrom] = useState(indexOf(answer?.selectedAnswerIds[0], Math.floor(slots.length / 3)));
  const [to, setTo] = useState(indexOf(answer?.selectedAnswerIds[1], Math.floor(slots.length / 3) + 2));
  const isValid = from < to;
  return (
    <ScreenBody>
      <ScreenHeading id={headingId} title={screen.title} subtitle={screen.subtitle} />
      <RangeInput
        label={screen.fromLabel}
        min={0}
        max={slots.length - 2}
        value={from}
        valueText={slots[from]!}
        onChange={(value) => setFrom(value)}
      />
      <RangeInput
        label={screen.toLabel}
        min={1}
        max={slots.length - 1}
        value={to}
        valueText={slots[to]!}
        onChange={(value) => setTo(value)}
      />
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
                { id: slots[from]!, text: slots[from]! },
                { id: slots[to]!, text: slots[to]! },
              ],
            },
            { advance: true },
          )
        }
      />
    </ScreenBody>
  );
}
