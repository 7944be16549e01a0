import { useId, useState } from "react";
import type { ScreenOf } from "../../model/funnel";
import { INPUT_ANSWER_ID } from "../../model/sanitize-answers";
import { ContinueButton, questionOf, ScreenBody, ScreenHeading } from "./parts";
import type { ScreenProps } from "./screen-props";

/** input: free text, cut to the screen's maxLength, kept as text (never rendered as HTML, never sent to analytics). */
export function InputScreen({ screen, answer, headingId, onAnswer }: ScreenProps<ScreenOf<"input">>) {
  const id = useId();
  const [value, setValue] = useState(answer?.selectedAnswers[0] ?? "");
  const text = value.trim().slice(0, screen.maxLength);
  const submit = () =>
    onAnswer({ type: "set", question: questionOf(screen), answers: text ? [{ id: INPUT_ANSWER_ID, text }] : [] }, { advance: true });
  return (
    <ScreenBody>
      <ScreenHeading id={headingId} title={screen.title} subtitle={screen.subtitle} />
      <form
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (text || screen.optional) submit();
        }}
      >
        <div className="space-y-2">
          <label htmlFor={id} className="block font-semibold text-ink">
            {screen.label}
          </label>
          <input
            id={id}
            type="text"
            value={value}
            maxLength={screen.maxLength}
            placeholder={screen.placeholder}
            autoComplete="off"
            onChange={(event) => setValue(event.target.value)}
            className="w-full rounded-xl border border-gray-300 px-4 py-3 text-lg text-ink"
          />
        </div>
        <ContinueButton label={screen.cta} disabled={!text && !screen.optional} onClick={() => (text || screen.optional) && submit()} />
      </form>
    </ScreenBody>
  );
}
