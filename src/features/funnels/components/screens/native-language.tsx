import { useState } from "react";
import type { ScreenOf } from "../../model/funnel";
import { ContinueButton, questionOf, ScreenBody, ScreenHeading } from "./parts";
import type { ScreenProps } from "./screen-props";
import { SelectField } from "./select-field";

/** native-language: the learner's first language (named in the interface language), or another one. */
export function NativeLanguageScreen({ screen, funnel, answer, locale, headingId, onAnswer }: ScreenProps<ScreenOf<"native-language">>) {
  const options = [
    ...screen.languages
      .map((code) => ({ id: code, text: funnel.languageNames[code] ?? code }))
      .sort((a, b) => a.text.localeCompare(b.text, locale)),
    { id: "other", text: screen.other },
  ];
  // The interface language is a good first guess when it is offered.
  const guess = screen.languages.find((code) => code === locale.slice(0, 2));
  const [value, setValue] = useState(answer?.selectedAnswerIds[0] ?? guess ?? "");
  const option = options.find((candidate) => candidate.id === value);
  return (
    <ScreenBody>
      <ScreenHeading id={headingId} title={screen.title} subtitle={screen.subtitle} />
      <SelectField label={screen.label} value={value} options={options} onChange={setValue} placeholder="—" />
      <ContinueButton
        label={screen.cta}
        disabled={!option}
        onClick={() =>
          option &&
          onAnswer({ type: "choose", question: questionOf(screen), answer: { id: option.id, text: option.text } }, { advance: true })
        }
      />
    </ScreenBody>
  );
}
