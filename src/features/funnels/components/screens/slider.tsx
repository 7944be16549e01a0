import { useState } from "react";
import type { ScreenOf } from "../../model/funnel";
import { ContinueButton, questionOf, ScreenBody, ScreenHeading } from "./parts";
import { RangeInput } from "./range-input";
import type { ScreenProps } from "./screen-props";

/** slider: one of the screen's ordered answers on a slider (the answer id is the chosen answer's). */
export function SliderScreen({ screen, answer, headingId, onAnswer }: ScreenProps<ScreenOf<"slider">>) {
  const start = screen.options.findIndex((option) => option.id === answer?.selectedAnswerIds[0]);
  const [index, setIndex] = useState(start >= 0 ? start : Math.floor(screen.options.length / 2));
  const option = screen.options[index]!;
  return (
    <ScreenBody>
      <ScreenHeading id={headingId} title={screen.title} subtitle={screen.subtitle} />
      <RangeInput
        labelledBy={headingId}
        min={0}
        max={screen.options.length - 1}
        value={index}
        valueText={option.text}
        onChange={setIndex}
      />
      <div aria-hidden="true" className="flex justify-between text-sm text-gray-700">
        <span>{screen.options[0]!.text}</span>
        <span>{screen.options.at(-1)!.text}</span>
      </div>
      <ContinueButton
        label={screen.cta}
        onClick={() =>
          onAnswer(
            { type: "choose", question: questionOf(screen), answer: { id: option.id, text: option.text, tag: option.tag } },
            { advance: true },
          )
        }
      />
    </ScreenBody>
  );
}
