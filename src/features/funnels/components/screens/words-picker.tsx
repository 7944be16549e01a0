import type { ScreenOf } from "../../model/funnel";
import { ChoiceList } from "./choice-list";
import { ContinueButton, questionOf, ScreenBody, ScreenHeading } from "./parts";
import type { ScreenProps } from "./screen-props";

/** words-picker: the words of the course the learner knows (shown as written), or "none of these". */
export function WordsPickerScreen({ screen, answer, headingId, onAnswer, onContinue }: ScreenProps<ScreenOf<"words-picker">>) {
  const selected = answer?.selectedAnswerIds ?? [];
  const question = questionOf(screen);
  const isNone = selected.includes("none");
  return (
    <ScreenBody>
      <ScreenHeading id={headingId} title={screen.title} subtitle={screen.subtitle} />
      <ChoiceList
        layout="chips"
        labelledBy={headingId}
        items={screen.words.map((word) => ({ id: word.id, text: word.word }))}
        selected={selected}
        onPick={(word) => {
          if (isNone) onAnswer({ type: "set", question, answers: [{ id: word.id, text: word.text }] });
          else onAnswer({ type: "toggle", question, answer: { id: word.id, text: word.text } });
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <ContinueButton label={screen.cta} disabled={selected.length === 0} onClick={onContinue} />
        <button
          type="button"
          className="rounded-lg px-3 py-2 font-semibold text-brand-700 underline underline-offset-4"
          onClick={() => onAnswer({ type: "set", question, answers: [{ id: "none", text: screen.none }] }, { advance: true })}
        >
          {screen.none}
        </button>
      </div>
    </ScreenBody>
  );
}
