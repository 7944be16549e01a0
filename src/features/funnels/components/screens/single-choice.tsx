import type { ScreenOf } from "../../model/funnel";
import { ChoiceList } from "./choice-list";
import { questionOf, ScreenBody, ScreenHeading } from "./parts";
import type { ScreenProps } from "./screen-props";

type SingleChoiceKind = ScreenOf<"single-choice"> | ScreenOf<"single-choice-card">;

/** One answer; choosing it goes on at once (single-choice as a list, single-choice-card as cards). */
export function SingleChoiceBody({
  screen,
  answer,
  headingId,
  onAnswer,
  layout,
}: Pick<ScreenProps<SingleChoiceKind>, "screen" | "answer" | "headingId" | "onAnswer"> & { layout: "list" | "cards" }) {
  return (
    <ScreenBody>
      <ScreenHeading id={headingId} title={screen.title} subtitle={screen.subtitle} />
      <ChoiceList
        layout={layout}
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

/** single-choice: one answer; choosing it goes on at once. */
export function SingleChoiceScreen(props: ScreenProps<ScreenOf<"single-choice">>) {
  return <SingleChoiceBody {...props} layout="list" />;
}
