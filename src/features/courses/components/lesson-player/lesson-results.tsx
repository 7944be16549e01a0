"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { buttonVariants } from "@/components/ui/button";
import type { LessonResult } from "../../model/lesson-session";
import type { PlayableLesson } from "../../model/playable";
import { WordListItem } from "./word-list-item";

export type DeliveryStatus = "sending" | "waiting" | "sent" | "refused";

/**
 * The end of a lesson: accuracy and time (counted here), XP and streak (from the server's answer), the
 * new words. The accuracy counts the extra practice's first tries too (`practice`, decision record 0029).
 */
export default function LessonResults({
  lesson,
  correct,
  total,
  practice = null,
  praise = null,
  durationMs,
  result,
  status,
  doneHref,
  review = false,
  signUpHref,
}: {
  /** A visitor without an account: where to create one (the progress moves to it). */
  signUpHref?: string;
  /** A review session's results: titled as a review, not a lesson. */
  review?: boolean;
  lesson: PlayableLesson;
  correct: number;
  total: number;
  /** The extra practice's first tries as counted here (included in `correct` and `total`). */
  practice?: { correct: number; total: number } | null;
  /** A line of encouragement for a perfect lesson (the `positive_reinforcement` experiment). */
  praise?: string | null;
  durationMs: number;
  result: LessonResult | null;
  status: DeliveryStatus;
  doneHref: string;
}) {
  const t = useTranslations("lesson.results");
  const heading = useRef<HTMLHeadingElement>(null);
  // The results start at the top (the last exercise may have left the page scrolled), heading focused.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  // The server's counts are the lesson's; its `practice` adds the extra practice it graded.
  const practiced = result ? (result.practice ?? null) : practice;
  const shown = result
    ? { ...result, correct: result.correct + (practiced?.correct ?? 0), total: result.total + (practiced?.total ?? 0) }
    : { correct, total, durationMs };
  const accuracy = Math.round((shown.total ? shown.correct / shown.total : 1) * 100);
  const seconds = Math.round(shown.durationMs / 1000);
  const newWordIds = new Set(result?.newWords ?? lesson.words.map((word) => word.id));
  const words = lesson.words.filter((word) => newWordIds.has(word.id) || newWordIds.has(`${lesson.course}:word:${word.id}`));
  return (
    <div className="space-y-8">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-extrabold tracking-tight text-ink outline-none sm:text-4xl">
        {t(review ? "reviewTitle" : "title")}
      </h1>
      {praise ? (
        <p aria-live="polite" className="text-xl font-bold text-green-900" data-praise>
          {praise}
        </p>
      ) : null}
      <dl className="grid grid-cols-3 gap-3">
        <Stat label={t("accuracy")} value={t("percent", { value: accuracy })} />
        <Stat
          label={t("time")}
          value={t("duration", { minutes: Math.floor(seconds / 60), seconds: String(seconds % 60).padStart(2, "0") })}
        />
        <Stat label={t("xp")} value={result ? t("xpValue", { xp: result.xp }) : "…"} />
      </dl>
      {practiced && practiced.total > 0 ? (
        <p className="text-base text-gray-700" data-practice-score>
          {t("practice", { correct: practiced.correct, total: practiced.total })}
        </p>
      ) : null}
      <p
        role="status"
        className={`rounded-xl px-4 py-3 text-base ${status === "refused" ? "bg-red-50 text-red-900" : status === "sent" ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-950"}`}
      >
        {status === "sent" && result
          ? result.streak.extendedToday
            ? t("savedStreak", { days: result.streak.current })
            : t("saved")
          : t(status === "sent" ? "saved" : status)}
      </p>
      {words.length ? (
        <section aria-labelledby="results-words">
          <h2 id="results-words" className="text-sm font-semibold tracking-wide text-muted uppercase">
            {t("newWords")}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {words.map((word) => (
              <WordListItem key={word.id} word={word} course={lesson.course} />
            ))}
          </ul>
        </section>
      ) : null}
      {signUpHref ? (
        <section
          aria-labelledby="results-keep"
          className="space-y-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-5"
          data-keep-progress
        >
          <h2 id="results-keep" className="text-lg font-bold text-ink">
            {t("keepTitle")}
          </h2>
          <p className="text-base text-gray-700">{t("keepBody")}</p>
          <a href={signUpHref} className={buttonVariants({ size: "lg", className: "w-full sm:w-auto" })}>
            {t("keepAction")}
          </a>
        </section>
      ) : null}
      <a
        href={doneHref}
        className={buttonVariants({ size: "lg", variant: signUpHref ? "secondary" : "primary", className: "w-full sm:w-auto" })}
      >
        {t("done")}
      </a>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-3 text-center shadow-sm sm:p-4">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase sm:text-sm">{label}</dt>
      <dd className="mt-1 text-xl font-extrabold text-ink sm:text-3xl">{value}</dd>
    </div>
  );
}
