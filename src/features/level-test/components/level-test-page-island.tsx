"use client";

import { useState, useSyncExternalStore } from "react";
import type { Locale } from "@/lib/i18n";
import { storedSession, storeSession } from "../client/stored-session";
import { fill, marginText, type LevelTestLabels } from "../model/labels";
import { LEVEL_TEST_PAGE_SOURCE, type LevelTestResult } from "../model/result";
import { SKILLS } from "../model/skills";
import { LevelTestRunner } from "./level-test-runner";

type Phase = { kind: "intro" } | { kind: "test"; run: number } | { kind: "result"; result: LevelTestResult };

const noSubscribe = () => () => undefined;

/** /test-your-english-level: the intro, the test (resumed after a reload), the result per skill and overall, retake. */
export function LevelTestPageIsland({ locale, labels, courseHref }: { locale: Locale; labels: LevelTestLabels; courseHref: string }) {
  // A test under way in this browser resumes at once (the server holds where it stands).
  const resuming = useSyncExternalStore(
    noSubscribe,
    () => storedSession(LEVEL_TEST_PAGE_SOURCE) !== null,
    () => false,
  );
  const [phase, setPhase] = useState<Phase | null>(null);
  const current: Phase = phase ?? (resuming ? { kind: "test", run: 0 } : { kind: "intro" });

  if (current.kind === "intro")
    return (
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 className="text-xl font-bold text-ink">{labels.howTitle}</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-gray-700">
          <li>{labels.how1}</li>
          <li>{labels.how2}</li>
          <li>{labels.how3}</li>
        </ul>
        <button
          type="button"
          onClick={() => setPhase({ kind: "test", run: 1 })}
          className="mt-6 w-full rounded-xl bg-brand-600 px-6 py-3 text-lg font-semibold text-white sm:w-auto"
        >
          {labels.start}
        </button>
      </div>
    );
  if (current.kind === "test")
    return (
      <LevelTestRunner
        key={current.run}
        locale={locale}
        source={LEVEL_TEST_PAGE_SOURCE}
        labels={labels}
        onComplete={(result) => setPhase({ kind: "result", result })}
      />
    );

  const { result } = current;
  return (
    <section
      aria-labelledby="level-test-result"
      data-testid="level-test-result"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="level-test-result" className="text-3xl font-extrabold text-ink">
        {fill(labels.resultTitle, { level: result.level })}
      </h2>
      <p className="mt-2 text-lg text-gray-700">{marginText(labels, result.margin, result.itemsUsed)}</p>
      <h3 className="mt-6 text-lg font-bold text-ink">{labels.skillsTitle}</h3>
      <dl className="mt-3 grid gap-2 sm:grid-cols-2">
        {SKILLS.map((skill) => (
          <div key={skill} className="flex items-center justify-between rounded-xl bg-gray-50 px-4 py-3">
            <dt className="text-gray-700">{labels[`skill_${skill}`]}</dt>
            <dd className="font-semibold text-ink">{result.skills[skill].level ?? labels.tooFew}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a href={courseHref} className="rounded-xl bg-brand-600 px-6 py-3 text-center text-lg font-semibold text-white">
          {fill(labels.startLearning, { level: result.level })}
        </a>
        <button
          type="button"
          onClick={() => {
            storeSession(LEVEL_TEST_PAGE_SOURCE, null);
            setPhase({ kind: "test", run: Date.now() });
          }}
          className="rounded-xl border-2 border-gray-300 px-6 py-3 text-lg font-semibold text-ink"
        >
          {labels.retake}
        </button>
      </div>
    </section>
  );
}
