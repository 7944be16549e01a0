import type { Screen } from "./definition-schema";
import { isChoiceType } from "./screen-types";

/** The answer ids a choice screen offers (undefined: the screen's answers are free values). */
export function choiceIds(screen: Screen): string[] | undefined {
  if (!isChoiceType(screen.type)) return undefined;
  if ("options" in screen) return screen.options.map((option) => option.id);
  if (screen.type === "words-picker") return [...screen.words.map((word) => word.id), "none"];
  if (screen.type === "target-language") return [...screen.courses];
  if (screen.type === "native-language") return [...screen.languages, "other"];
  return undefined;
}
