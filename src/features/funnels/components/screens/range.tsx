import { useState } from "react";
import type { ScreenOf } from "../../model/funnel";
import { ContinueButton, fill, questionOf, ScreenBody, ScreenHeading } from "./parts";
import { RangeInput } from "./range-input";
import type { ScreenProps } from "./screen-props";

/** range: a number between min and max in steps (the answer id is the number: "10"). */
export function RangeScreen({ screen, answer, headingId, onAnswer }: ScreenProps<ScreenOf<"range">>) {
  const [value, setValue] = useState(answer ? Number(answer.selectedAnswerIds[0]) : screen.initial);
  const text = fill(screen.valueText, { value: String(value) });
  return (
    <ScreenBody>
      <ScreenHeading id={headingId} title={screen.title} subtitle={screen.subtitle} />
      <RangeInput
        labelledBy={headingId}
        min={screen.min}
        max={screen.max}
        step={screen.step}
        value={value}
        valueText={text}
        onChange={setValue}
      />
      <ContinueButton
        label={screen.cta}
        onClick={() => onAnswer({ type: "set", question: questionOf(screen), answers: [{ id: String(value), text }] }, { advance: true })}
      />
    </ScreenBody>
  );
}
