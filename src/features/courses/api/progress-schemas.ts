import { z } from "@hono/zod-openapi";
import { COURSES } from "../model/content-schema";

/** Progress, streak, breaks, achievements and settings shapes (decision record 0022). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ example: "2026-11-23" });

export const progressSchema = z
  .object({
    xp: z.number().int(),
    lessonsCompleted: z.number().int(),
    wordsLearned: z.number().int(),
    days: z
      .array(
        z.object({
          day,
          xp: z.number().int(),
          seconds: z.number().int(),
          lessons: z.number().int(),
          reviews: z.number().int(),
          newWords: z.number().int(),
        }),
      )
      .openapi({ description: "The last 30 local days (X-Time-Location), oldest first." }),
    wordsOverTime: z.array(z.object({ day, words: z.number().int() })),
  })
  .openapi("Progress");

const dayStatus = z.enum(["active", "frozen", "break", "travel", "missed", "pending"]);

export const breakSchema = z.object({ id: z.string().uuid(), firstDay: day, days: z.number().int(), lastDay: day }).openapi("PlannedBreak");

export const streakSchema = z
  .object({
    today: day,
    current: z.number().int(),
    longest: z.number().int(),
    freezesHeld: z.number().int(),
    activeToday: z.boolean(),
    onBreakToday: z.boolean(),
    freezesEarned: z.array(day),
    freezesSpent: z.array(day),
    calendar: z.array(z.object({ day, status: dayStatus })).openapi({ description: "Up to the last 120 days, oldest first." }),
    breaks: z.array(breakSchema).openapi({ description: "Breaks under way or to come." }),
  })
  .openapi("Streak");

export const breakBody = z
  .object({ firstDay: z.string().max(20).openapi({ example: "2026-12-24" }), days: z.number().int().openapi({ minimum: 1, maximum: 14 }) })
  .openapi("PlanBreak", { description: "1–14 days, starting tomorrow at the earliest in the caller's zone; 422 break_refused otherwise." });

export const breakParams = z.object({ id: z.string().min(1).max(100) });

export const achievementsSchema = z
  .object({
    achievements: z.array(
      z.object({
        id: z.string(),
        glyph: z.string(),
        earnedAt: z.string().nullable(),
        seenAt: z.string().nullable(),
      }),
    ),
  })
  .openapi("Achievements");

export const seenBody = z.object({ ids: z.array(z.string().max(64)).max(50) }).openapi("AchievementsSeen");

export const settingsSchema = z
  .object({
    dailyGoalMinutes: z.union([z.literal(5), z.literal(10), z.literal(15), z.literal(20)]).nullable(),
    currentCourse: z.enum(COURSES).nullable(),
  })
  .openapi("LearnerSettings");
