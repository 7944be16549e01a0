import { sql } from "drizzle-orm";
import type { OwnedRecords, Transaction } from "@/lib/ownership/types";
import { applyAnswerProfile } from "./apply-answer-profile";

/*
 * A visitor's funnel answers and the plan built from them follow them to their account (issue 14).
 * The visitor has just been through the funnel, so on sign-in to an existing account their answers
 * and plan are the newer ones and replace the account's.
 */

async function moveAnswerSets(tx: Transaction, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    insert into funnel_answer_sets (user_id, funnel, answers, completed_at, updated_at)
    select ${to}, funnel, answers, completed_at, updated_at from funnel_answer_sets where user_id = ${from}
    on conflict (user_id, funnel) do update set
      answers = excluded.answers, completed_at = excluded.completed_at, updated_at = excluded.updated_at`);
  await tx.execute(sql`delete from funnel_answer_sets where user_id = ${from}`);
}

export const funnelAnswerSetOwnership: OwnedRecords = {
  table: "funnel_answer_sets",
  rule: "Funnel answers move to the account in both cases; for a funnel both answered, the visitor's newer answers replace the account's. On sign-up they also fill the new account's profile fields (native and target language, learning target, time zone).",
  // Runs after the profiles' entry (src/server/owned-records.ts lists it first), which drops the visitor's row.
  async moveAll(tx, from, to) {
    await moveAnswerSets(tx, from, to);
    await applyAnswerProfile(tx, to);
  },
  mergeInto: moveAnswerSets,
};

async function movePlan(tx: Transaction, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    insert into personal_plans (user_id, funnel, course, goal, level, start_lesson_id, minutes_per_day, days_per_week, topics, estimate, created_at, updated_at)
    select ${to}, funnel, course, goal, level, start_lesson_id, minutes_per_day, days_per_week, topics, estimate, created_at, updated_at
    from personal_plans where user_id = ${from}
    on conflict (user_id) do update set
      funnel = excluded.funnel, course = excluded.course, goal = excluded.goal, level = excluded.level,
      start_lesson_id = excluded.start_lesson_id, minutes_per_day = excluded.minutes_per_day,
      days_per_week = excluded.days_per_week, topics = excluded.topics, estimate = excluded.estimate,
      updated_at = excluded.updated_at`);
  await tx.execute(sql`delete from personal_plans where user_id = ${from}`);
}

export const personalPlanOwnership: OwnedRecords = {
  table: "personal_plans",
  rule: "The personal plan moves to the account in both cases; the visitor's newer plan replaces the account's.",
  moveAll: movePlan,
  mergeInto: movePlan,
};
