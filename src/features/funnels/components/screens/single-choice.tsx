import type { ScreenOf } from "../../model/funnel";
import { ChoiceList } from "./choice-list";
import { questionOf, ScreenBody, ScreenHeading } from "./parts";
import type { ScreenProps } from "./screen-props";

/** single-choice: one answer; choosing it goes on at once. */
export function SingleChoiceScreen({ screen, answer, headingId, onAnswer }: ScreenProps<ScreenOf<"single-choice">>) {
  return (
    <ScreenBody>
      <ScreenHeading id={headingId} title={screen.title} subtitle={screen.subtitle} />
      <ChoiceList
        layout="list"
        labelledBy={headingId}
        items={screen.options}
        selected={answer?.selectedAnswerIds ?? []}
        onPick={(option) =>
          onAnswer(
            {
              type: "choose",
              question: questionOf(screen),
              answer: { id: option.id, text: option.text, tag: screen.options.find((o) => o.id === option.id)?.tag },
            },
            { advance: true },
          )
        }
      />
    </ScreenBody>
  );
}
