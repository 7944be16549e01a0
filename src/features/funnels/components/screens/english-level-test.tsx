import type { ScreenOf } from "../../model/funnel";
import { ChoiceList } from "./choice-list";
import { questionOf, ScreenBody, ScreenHeading } from "./parts";
import type { ScreenProps } from "./screen-props";

export const LEVELS = ["A1", "A2", "B1", "B2", "C1"] as const;

/**
 * The answer the level test's result makes (questionKey "level", the level as its id), for the
 * integrator's wiring of the level test feature's runner:
 *   <LevelTestRunner locale={locale} source={screen.source}
 *     onComplete={(result) => onAnswer(levelTestAnswer(screen, result.level), { advance: true })} />
 */
export function levelTestAnswer(screen: ScreenOf<"english-level-test">, level: (typeof LEVELS)[number]) {
  return { type: "set" as const, question: questionOf(screen), answers: [{ id: level, text: level }] };
}

/**
 * english-level-test: the adaptive test is the level test feature's (LevelTestRunner; the integrator
 * renders it here, see levelTestAnswer). Until it is plugged in, the screen asks for the CEFR level
 * directly, so the funnel stays whole.
 */
export function EnglishLevelTestScreen({ screen, answer, headingId, onAnswer }: ScreenProps<ScreenOf<"english-level-test">>) {
  return (
    <ScreenBody>
      <ScreenHeading id={headingId} title={screen.title} />
      <ChoiceList
        layout="grid"
        labelledBy={headingId}
        items={LEVELS.map((level) => ({ id: level, text: level }))}
        selected={answer?.selectedAnswerIds ?? []}
        onPick={(item) => onAnswer(levelTestAnswer(screen, item.id as (typeof LEVELS)[number]), { advance: true })}
      />
    </ScreenBody>
  );
}
