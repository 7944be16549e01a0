import { useState } from "react";
import type { ScreenOf } from "../../model/funnel";
import { ContinueButton, questionOf, ScreenBody, ScreenHeading } from "./parts";
import type { ScreenProps } from "./screen-props";
import { SelectField } from "./select-field";

/** single-select: one answer from a drop-down, then Continue. */
export function SingleSelectScreen({ screen, answer, headingId, onAnswer }: ScreenProps<ScreenOf<"single-select">>) {
  const [value, setValue] = useState(answer?.selectedAnswerIds[0] ?? screen.options[0]!.id);
  const option = screen.options.find((candidate) => candidate.id === value);
  return (
    <ScreenBody>
      <ScreenHeading id={headingId} title={screen.title} subtitle={screen.subtitle} />
      <SelectField label={screen.label} value={value} options={screen.options} onChange={setValue} />
      <ContinueButton
        label={screen.cta}
        disabled={!option}
        onClick={() =>
          option &&
          onAnswer(
            { type: "choose", question: questionOf(screen), answer: { id: option.id, text: option.text, tag: option.tag } },
            { advance: true },
          )
        }
      />
    </ScreenBody>
  );
}
