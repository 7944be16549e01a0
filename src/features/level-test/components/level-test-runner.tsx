"use client";

import { type ComponentType, createElement, useEffect, useState } from "react";
import type { Locale } from "@/lib/i18n";
import type { LevelTestLabels } from "../model/labels";
import type { LevelTestResult } from "../model/result";

export interface LevelTestRunnerProps {
  locale: Locale;
  /** "page" on /test-your-english-level, else the funnel's slug (stored with the session). */
  source: string;
  onComplete: (result: LevelTestResult) => void;
  /** The levelTest texts from the server (levelTestLabels(locale)); without them the runner loads the locale's catalogue. */
  labels?: LevelTestLabels;
}

/**
 * The English level test (decision record 0032): this shell is all a page's first load carries; the
 * test itself, and the locale's texts when none are given, load when it mounts.
 */
export function LevelTestRunner(props: LevelTestRunnerProps) {
  const [loaded, setLoaded] = useState<{
    Body: ComponentType<LevelTestRunnerProps & { labels: LevelTestLabels }>;
    labels: LevelTestLabels;
  } | null>(null);
  useEffect(() => {
    let isMounted = true;
    const labels = props.labels
      ? Promise.resolve(props.labels)
      : import("../model/labels").then(async ({ labelsOf }) =>
          labelsOf(
            ((await import(`../../../../messages/${props.locale}.json`)) as { default: { levelTest?: Record<string, unknown> } }).default
              .levelTest,
          ),
        );
    Promise.all([import("./runner-body"), labels])
      .then(([module, texts]) => isMounted && setLoaded({ Body: module.RunnerBody, labels: texts }))
      .catch(() => undefined);
    return () => {
      isMounted = false;
    };
  }, [props.labels, props.locale]);
  if (!loaded) return <div aria-busy="true" className="h-72 animate-pulse rounded-2xl bg-gray-100" />;
  return createElement(loaded.Body, { ...props, labels: loaded.labels });
}
