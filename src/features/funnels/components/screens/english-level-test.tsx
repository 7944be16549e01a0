"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { LevelTestRunner, marginText, type LevelTestResult } from "@/features/level-test/client";
import type { ScreenOf } from "../../model/funnel";
import { fill, questionOf, ScreenBody, ScreenHeading } from "./parts";
import type { ScreenProps } from "./screen-props";

export const LEVELS = ["A1", "A2", "B1", "B2", "C1"] as const;

/** The answer the level test's result makes (questionKey "level", the level as its id). */
export function levelTestAnswer(screen: ScreenOf<"english-level-test">, level: (typeof LEVELS)[number]) {
  return { type: "set" as const, question: questionOf(screen), answers: [{ id: level, text: level }] };
}

/**
 * english-level-test: the adaptive English level test (the level test feature's runner, decision
 * record 0032), scored on the server; its level becomes this screen's answer. The level found is
 * shown (with how sure the test is, right after it) before the funnel goes on: the way on or a retake.
 */
export function EnglishLevelTestScreen({
  screen,
  answer,
  headingId,
  locale,
  levelTestLabels,
  onAnswer,
  onContinue,
}: ScreenProps<ScreenOf<"english-level-test">>) {
  const [isRetaking, setIsRetaking] = useState(false);
  const [justFound, setJustFound] = useState<LevelTestResult | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  // The question the focus was on is gone: the result takes it, so it is read out and Tab leads on.
  useEffect(() => {
    if (justFound) resultRef.current?.focus();
  }, [justFound]);
  const found = answer?.selectedAnswerIds[0];
  const labels = levelTestLabels!;
  return (
    <ScreenBody>
      <ScreenHeading id={headingId} title={screen.title} />
      {found && !isRetaking ? (
        <div className="space-y-4 rounded-2xl bg-brand-50 p-6" data-testid="funnel-level-found">
          <p ref={resultRef} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
            {fill(labels.resultTitle, { level: found })}
          </p>
          {justFound?.level === found && (
            <p className="text-gray-700" data-testid="funnel-level-margin">
              {marginText(labels, justFound.margin, justFound.itemsUsed)}
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={onContinue}>
              {labels.next}
            </Button>
            <Button size="lg" variant="ghost" className="underline" onClick={() => setIsRetaking(true)}>
              {labels.retake}
            </Button>
          </div>
        </div>
      ) : (
        <LevelTestRunner
          locale={locale as Parameters<typeof LevelTestRunner>[0]["locale"]}
          source={screen.source}
          labels={labels}
          onComplete={(result) => {
            setJustFound(result);
            setIsRetaking(false);
            onAnswer(levelTestAnswer(screen, result.level));
          }}
        />
      )}
    </ScreenBody>
  );
}
