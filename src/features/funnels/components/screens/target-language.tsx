import type { ScreenOf } from "../../model/funnel";
import { ChoiceList } from "./choice-list";
import { questionOf, ScreenBody, ScreenHeading } from "./parts";
import type { ScreenProps } from "./screen-props";

/** target-language: the course to learn (our courses, named in the interface language); goes on at once. */
export function TargetLanguageScreen({ screen, funnel, answer, headingId, onAnswer }: ScreenProps<ScreenOf<"target-language">>) {
  const items = screen.courses.map((code) => ({ id: code, text: funnel.languageNames[code] ?? code }));
  return (
    <ScreenBody>
      <ScreenHeading id={headingId} title={screen.title} subtitle={screen.subtitle} />
      <ChoiceList
        labelledBy={headingId}
        items={items}
        selected={answer?.selectedAnswerIds ?? []}
        onPick={(item) =>
          onAnswer({ type: "choose", question: questionOf(screen), answer: { id: item.id, text: item.text } }, { advance: true })
        }
      />
    </ScreenBody>
  );
}
