"use client";

import { useTranslations } from "next-intl";
import type { Judgement } from "../../model/judge-exercise";

/** What the learner reads after Check: the verdict, the right answer, what was forgiven, the explanation. */
export function feedbackLines(
  t: ReturnType<typeof useTranslations<"lesson">>,
  judgement: Judgement,
  explanation: string | undefined,
  mistakes: number,
): string[] {
  const lines: string[] = [];
  if (judgement.verdict === "seen") return lines;
  lines.push(t(`verdict.${judgement.verdict}`));
  if (judgement.verdict === "wrong" && judgement.answer) lines.push(t("correctAnswer", { answer: judgement.answer }));
  if (judgement.verdict === "almost" && judgement.answer) lines.push(t("almostAnswer", { answer: judgement.answer }));
  if (judgement.verdict === "correct" && judgement.forgiven.length && judgement.answer) {
    for (const fold of judgement.forgiven) lines.push(t(`forgiven.${fold}`));
    lines.push(t("exactSpelling", { answer: judgement.answer }));
  }
  if (mistakes > 0) lines.push(t("match.mistakes", { count: mistakes }));
  if (explanation) lines.push(explanation);
  return lines;
}

/** `praise`: a line of encouragement after a run of right answers (read out with the rest by the player's live region). */
export function FeedbackPanel({ judgement, lines, praise = null }: { judgement: Judgement; lines: string[]; praise?: string | null }) {
  if (lines.length === 0) return null;
  const [verdict, ...rest] = lines;
  const tone =
    judgement.verdict === "wrong"
      ? "border-red-700 bg-red-50 text-red-900"
      : judgement.verdict === "almost"
        ? "border-amber-600 bg-amber-50 text-amber-950"
        : "border-green-700 bg-green-50 text-green-900";
  return (
    <div className={`rounded-2xl border-2 p-4 ${tone}`} data-verdict={judgement.verdict}>
      <p className="flex items-center gap-2 text-xl font-bold">
        <VerdictIcon isWrong={judgement.verdict === "wrong"} />
        {verdict}
      </p>
      {rest.map((line, index) => (
        <p key={index} className="mt-1 text-base">
          {line}
        </p>
      ))}
      {praise ? (
        <p className="mt-2 text-base font-semibold" data-praise>
          {praise}
        </p>
      ) : null}
    </div>
  );
}

function VerdictIcon({ isWrong }: { isWrong: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {isWrong ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="m5 12 5 5 9-10" />}
    </svg>
  );
}
