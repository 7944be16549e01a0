"use client";

import { useEffect, useState } from "react";
import { v1Api } from "@/lib/api-client";
import { GoalRing } from "../plan/goal-ring";
import { fillGoalTemplate, todaysGoal, type TodaysGoal } from "./todays-goal";

export interface HeaderGoalProps {
  /** The plan's daily goal (/my-plan#daily-goal). */
  href: string;
  /** messages dailyGoal.progress and dailyGoal.short, with {done} and {goal}. */
  progress: string;
  short: string;
}

/** Today's goal from the /v1 courses service: the goal chosen (settings), then today's minutes (progress). */
async function loadTodaysGoal(): Promise<TodaysGoal | null> {
  const settings = await v1Api.GET("/v1/courses/settings");
  if (!settings.dailyGoalMinutes) return null;
  return todaysGoal(settings.dailyGoalMinutes, await v1Api.GET("/v1/courses/progress"));
}

/** The header's ring, linking to the plan's daily goal; its name is the whole message ("7 of 10 minutes today"). */
export function HeaderGoalRing({ href, progress, short }: HeaderGoalProps) {
  const [goal, setGoal] = useState<TodaysGoal | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadTodaysGoal()
      .then((loaded) => {
        if (!cancelled) setGoal(loaded);
      })
      // Without an answer the header simply has no ring (the API client records the failure).
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  if (!goal) return null;
  return (
    <a
      href={href}
      // Below 400 px the header has no room next to the language, account and menu buttons (in
      // every locale): there the ring is one tap away, under My plan in the menu.
      className="hidden shrink-0 items-center gap-1.5 rounded-lg p-1 text-sm font-medium text-ink hover:bg-gray-100 min-[400px]:flex"
      data-site-goal={goal.reached ? "reached" : "open"}
    >
      <GoalRing seconds={goal.seconds} minutes={goal.minutes} size={32} label={fillGoalTemplate(progress, goal)} />
      <span className="hidden lg:inline" aria-hidden="true">
        {fillGoalTemplate(short, goal)}
      </span>
    </a>
  );
}
