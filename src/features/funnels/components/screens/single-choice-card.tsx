import type { ScreenOf } from "../../model/funnel";
import type { ScreenProps } from "./screen-props";
import { SingleChoiceBody } from "./single-choice";

/** single-choice-card: one answer, shown as cards; choosing it goes on at once. */
export function SingleChoiceCardScreen(props: ScreenProps<ScreenOf<"single-choice-card">>) {
  return <SingleChoiceBody {...props} layout="cards" />;
}
