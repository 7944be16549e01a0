import type { ScreenOf } from "../../model/funnel";
import { ChoiceList } from "./choice-list";
import { ContinueButton, questionOf, ScreenBody, ScreenHeading } from "./parts";
import type { ScreenProps } from "./screen-props";

/** multiple-choice: any number of answers (up to maxSelected); choosing again removes one. */
export function MultipleChoiceScreen({ screen, answer, headingId, onAnswer, onContinue }: ScreenProps<ScreenOf<"multiple-choice">>) {
  const selected = answer?.selectedAnswerIds ?? [];
  const tagOf = Object.fromEntries(screen.options.flatMap((option) => (option.tag ? [[option.id, option.tag]] : [])));
  const isFull = screen.maxSelected !== undefined && selected.length >= screen.maxSelected;
  return (
    <ScreenBody>
      <ScreenHeading id={headingId} title={screen.title} subtitle={screen.subtitle} />
      <ChoiceList
        layout="list"
        labelledBy={headingId}
        items={screen.options}
        selected={selected}
        onPick={(option) => {
          if (isFull && !selected.includes(option.id)) return;
          onAnswer({ type: "toggle", question: questionOf(screen), answer: { id: option.id, text: option.text }, tagOf });
        }}
      />
      <ContinueButton label={screen.cta} disabled={selected.length === 0} onClick={onContinue} />
    </ScreenBody>
  );
}
