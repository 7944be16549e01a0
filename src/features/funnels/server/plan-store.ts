import "server-only";
import { eq } from "drizzle-orm";
import { personalPlans } from "@db/schema/funnels";
import { localDay, resolveTimeZone } from "@/features/courses";
import { loadCourses, PLACED_COURSE, placeLearner, readLessonMarks, readSettings, writeSettings } from "@/features/courses/server";
import { getDb, type Database } from "@/lib/db";
import type { FunnelAnswers } from "../model/answers";
import { buildPersonalPlan, completedLessonDays, planFromStored, type PersonalPlan } from "../model/plan";
import { buildPlanInput } from "../model/plan-input";
import { loadFunnel } from "./load-funnels";

/**
 * Saving and reading the personal plan (decision record 0033). The plan is always built here from
 * the answers (numbers a browser sends are never taken), written to personal_plans, and the
 * learner's settings follow it in the same transaction: the daily goal, the course, and, when the
 * answers hold a level, where they are placed. Saved or read, the week goes on from the lessons the
 * learner has completed (courses' lesson attempts), on their local today.
 */
export async function savePersonalPlan(
  request: { userId: string; funnel: string; answers: FunnelAnswers; now: Date; timeZone: string },
  db: Database = getDb(),
): Promise<PersonalPlan> {
  const { userId, funnel, answers, now } = request;
  const timeZone = resolveTimeZone(request.timeZone);
  const input = buildPlanInput(answers, loadFunnel(funnel)?.course);
  const completed = completedLessonDays(await readLessonMarks(userId, db), timeZone);
  const plan = buildPersonalPlan(input, loadCourses(), localDay(now, timeZone), completed);
  const row = {
    funnel,
    course: plan.course,
    goal: plan.goal,
    level: plan.level,
    startLessonId: plan.startLesson.id,
    minutesPerDay: plan.minutesPerDay,
    daysPerWeek: plan.daysPerWeek,
    topics: plan.topics,
    estimate: { ...plan.estimate, assumed: plan.assumed },
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(personalPlans)
      .values({ userId, ...row, createdAt: now })
      .onConflictDoUpdate({ target: personalPlans.userId, set: row });
    const settings = await readSettings(userId, tx);
    await writeSettings(userId, { ...settings, dailyGoalMinutes: plan.dailyGoal, currentCourse: plan.course }, now, tx);
    // Placement is the English course's (the level test is an English test).
    if (input.answered.level && plan.course === PLACED_COURSE) await placeLearner(userId, plan.course, plan.level, now, tx);
  });
  return plan;
}

/** The person's plan on their local today, or null when they have none (or its course is gone). */
export async function readPersonalPlan(
  request: { userId: string; now: Date; timeZone: string },
  db: Database = getDb(),
): Promise<(PersonalPlan & { funnel: string }) | null> {
  const [row] = await db.select().from(personalPlans).where(eq(personalPlans.userId, request.userId));
  if (!row) return null;
  const timeZone = resolveTimeZone(request.timeZone);
  const completed = completedLessonDays(await readLessonMarks(request.userId, db), timeZone);
  const plan = planFromStored(row, loadCourses(), localDay(request.now, timeZone), completed);
  return plan && { ...plan, funnel: row.funnel };
}
