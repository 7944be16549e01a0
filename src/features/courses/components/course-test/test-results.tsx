"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { buttonVariants } from "@/components/ui/button";
import type { TestFrame, TestResultView } from "./test-frame";

export type TestDelivery = "sending" | "waiting" | "sent" | "refused";

/**
 * The end of a test: the score counted here at once, then the server's verdict (passed at the
 * pass mark, XP on a first pass), the way back to the tests and a retake.
 */
export default function TestResults({
  test,
  correct,
  total,
  result,
  status,
  doneHref,
}: {
  test: TestFrame;
  correct: number;
  total: number;
  result: TestResultView | null;
  status: TestDelivery;
  doneHref: string;
}) {
  const t = useTranslations("tests.results");
  const heading = useRef<HTMLHeadingElement>(null);
  // The results start at the top, as a lesson's do: the last question may have left the page scrolled.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const score = result?.score ?? (total ? Math.floor((correct * 100) / total) : 0);
  const passed = result?.passed ?? null;
  return (
    <div className="space-y-6">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-extrabold tracking-tight text-ink outline-none sm:text-4xl">
        {t("title", { name: test.name })}
      </h1>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl border border-gray-200 bg-white p-4 text-center shadow-sm">
          <dt className="text-sm font-semibold tracking-wide text-muted uppercase">{t("score")}</dt>
          <dd className="mt-1 text-3xl font-extrabold text-ink" data-testid="test-score">
            {t("percent", { value: score })}
          </dd>
        </div>
        <div className="rounded-2xl border border-gray-200 bg-white p-4 text-center shadow-sm">
          <dt className="text-sm font-semibold tracking-wide text-muted uppercase">{t("right")}</dt>
          <dd className="mt-1 text-3xl font-extrabold text-ink">
            {t("outOf", { correct: result?.correct ?? correct, total: result?.total ?? total })}
          </dd>
        </div>
      </dl>
      <p
        role="status"
        className={`rounded-xl px-4 py-3 text-base ${passed === true ? "bg-green-50 text-green-900" : passed === false ? "bg-amber-50 text-amber-950" : status === "refused" ? "bg-red-50 text-red-900" : "bg-gray-50 text-gray-800"}`}
      >
        {passed === true
          ? [t("passed"), test.opensLevel ? t("opened", { level: test.opensLevel }) : "", result?.xp ? t("xp", { xp: result.xp }) : ""]
              .filter(Boolean)
              .join(" ")
          : passed === false
            ? t("notPassed", { percent: test.passPercent })
            : t(status === "sent" ? "sending" : status)}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a href={doneHref} className={buttonVariants({ size: "lg" })}>
          {t("back")}
        </a>
        <a href={test.retakeHref} className={buttonVariants({ variant: "secondary", size: "lg" })}>
          {t("retake")}
        </a>
      </div>
    </div>
  );
}
