"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

/**
 * "Building your plan": a status while the plan is saved. With `fake_progress` on, a progress bar
 * fills over `durationMs` and says what is true: the plan is being prepared.
 */
export function BuildingStep({ fakeProgress, durationMs }: { fakeProgress: boolean; durationMs: number }) {
  const t = useTranslations("personalPlan");
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    if (!fakeProgress) return;
    const started = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const next = Math.min(100, Math.round(((now - started) / durationMs) * 100));
      setPercent(next);
      if (next < 100) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [fakeProgress, durationMs]);

  if (!fakeProgress)
    return (
      <p role="status" aria-busy="true" className="rounded-2xl bg-brand-50 p-6 text-center text-lg font-semibold text-ink">
        {t("building")}
      </p>
    );
  return (
    <div className="space-y-3 rounded-2xl bg-brand-50 p-6">
      <p id="plan-preparing" role="status" className="text-center text-lg font-semibold text-ink">
        {t("preparing")}
      </p>
      <div
        role="progressbar"
        aria-labelledby="plan-preparing"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-white"
      >
        <div className="h-full rounded-full bg-brand-600 motion-safe:transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
