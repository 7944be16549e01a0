"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { buttonVariants } from "@/components/ui/button";
import type { TestFrame } from "./test-frame";

/** The start of a test: its name, how many exercises, the pass mark, then Start (Enter). */
export function TestIntro({ test, onStart }: { test: TestFrame; onStart: () => void }) {
  const t = useTranslations("tests.play");
  const start = useRef<HTMLButtonElement>(null);
  useEffect(() => start.current?.focus({ preventScroll: true }), []);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{test.name}</h1>
        <p className="text-lg text-gray-700">{t("rules", { count: test.exercises, percent: test.passPercent })}</p>
        {test.opensLevel ? (
          <p className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900">{t("opens", { level: test.opensLevel })}</p>
        ) : null}
      </header>
      <button ref={start} type="button" className={buttonVariants({ size: "lg", className: "w-full sm:w-auto" })} onClick={onStart}>
        {t("start")}
      </button>
    </div>
  );
}
