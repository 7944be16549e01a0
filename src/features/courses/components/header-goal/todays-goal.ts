/** Today's daily goal as the header shows it: the goal in minutes and the seconds learned today. */
export interface TodaysGoal {
  minutes: number;
  seconds: number;
  /** Whole minutes learned today. */
  done: number;
  reached: boolean;
}

/** From GET /v1/courses/progress: its days run oldest first and end with today (the caller's local day). */
export function todaysGoal(minutes: number, progress: { days: readonly { seconds: number }[] }): TodaysGoal {
  const seconds = progress.days.at(-1)?.seconds ?? 0;
  return { minutes, seconds, done: Math.floor(seconds / 60), reached: seconds >= minutes * 60 };
}

/** Fills a daily-goal message ("{done} of {goal} minutes today") with plain numbers. */
export function fillGoalTemplate(template: string, goal: Pick<TodaysGoal, "done" | "minutes">): string {
  return template.replaceAll("{done}", String(goal.done)).replaceAll("{goal}", String(goal.minutes));
}
