import { createRoute, type z } from "@hono/zod-openapi";
import { createRouter } from "@/lib/api/create-api-app";
import { apiErrorResponses } from "@/lib/api/openapi";
import { AppError } from "@/lib/errors";
import { listAchievements, markAchievementsSeen } from "../server/achievements-store";
import { cancelBreak, planBreak } from "../server/breaks";
import { readSettings, writeSettings } from "../server/learner-records";
import { readProgress, readStreak } from "../server/progress";
import {
  achievementsSchema,
  breakBody,
  breakParams,
  breakSchema,
  progressSchema,
  seenBody,
  settingsSchema,
  streakSchema,
} from "./progress-schemas";

const secured = { tags: ["courses"], security: [{ bearerAuth: [] }] };
const json = <S extends z.ZodType>(description: string, schema: S) => ({ description, content: { "application/json": { schema } } });
const body = <S extends z.ZodType>(schema: S) => ({ body: { required: true, content: { "application/json": { schema } } } });

const progressRoute = createRoute({
  method: "get",
  path: "/courses/progress",
  operationId: "getProgress",
  summary: "XP, lessons and words, by local day",
  description: "Totals, the last 30 local days (XP, minutes, lessons, reviews, new words) and words learned over time.",
  ...secured,
  responses: { 200: json("The progress.", progressSchema), ...apiErrorResponses(400, 401) },
});

const streakRoute = createRoute({
  method: "get",
  path: "/courses/streak",
  operationId: "getStreak",
  summary: "The streak and its calendar",
  description: "Counted by local day in the zone of each activity; freezes (one per 7 days, at most 2) and planned breaks hold it.",
  ...secured,
  responses: { 200: json("The streak.", streakSchema), ...apiErrorResponses(400, 401) },
});

const planBreakRoute = createRoute({
  method: "post",
  path: "/courses/breaks",
  operationId: "planBreak",
  summary: "Announce a break",
  description:
    "1–14 days off, announced before the first day; the streak holds on them. 422 break_refused with reason bad-day, bad-length, not-in-advance or overlaps.",
  ...secured,
  request: body(breakBody),
  responses: { 201: json("The break.", breakSchema), ...apiErrorResponses(400, 401, 413, 415, 422, 429) },
});

const cancelBreakRoute = createRoute({
  method: "delete",
  path: "/courses/breaks/{id}",
  operationId: "cancelBreak",
  summary: "Cancel a break",
  description: "A coming break is removed; one under way ends yesterday. 422 break_refused (ended) for a break that is over.",
  ...secured,
  request: { params: breakParams },
  responses: { 204: { description: "Canceled." }, ...apiErrorResponses(400, 401, 404, 422, 429) },
});

const achievementsRoute = createRoute({
  method: "get",
  path: "/courses/achievements",
  operationId: "listAchievements",
  summary: "Achievements",
  description: "Every achievement in display order, with when the caller earned and saw it (titles: messages achievements.<id>).",
  ...secured,
  responses: { 200: json("The achievements.", achievementsSchema), ...apiErrorResponses(400, 401) },
});

const seenRoute = createRoute({
  method: "post",
  path: "/courses/achievements/seen",
  operationId: "markAchievementsSeen",
  summary: "Mark achievements as shown",
  description: "Earned achievements among `ids` are marked seen; others are ignored.",
  ...secured,
  request: body(seenBody),
  responses: { 204: { description: "Marked." }, ...apiErrorResponses(400, 401, 413, 415, 429) },
});

const getSettingsRoute = createRoute({
  method: "get",
  path: "/courses/settings",
  operationId: "getLearnerSettings",
  summary: "Daily goal and current course",
  ...secured,
  responses: { 200: json("The settings.", settingsSchema), ...apiErrorResponses(400, 401) },
});

const putSettingsRoute = createRoute({
  method: "put",
  path: "/courses/settings",
  operationId: "putLearnerSettings",
  summary: "Set the daily goal and current course",
  description: "A daily goal of 5, 10, 15 or 20 minutes (or null for none) and the course studied now.",
  ...secured,
  request: body(settingsSchema),
  responses: { 200: json("The settings.", settingsSchema), ...apiErrorResponses(400, 401, 413, 415, 429) },
});

/** Progress, streak, breaks, achievements and settings of the caller (decision record 0022). */
export const progressRoutes = createRouter()
  .openapi(progressRoute, async (c) => c.json(await readProgress(c.get("caller").sub, new Date(), c.get("timeZone")), 200))
  .openapi(streakRoute, async (c) => c.json(await readStreak(c.get("caller").sub, new Date(), c.get("timeZone")), 200))
  .openapi(planBreakRoute, async (c) => {
    const { firstDay, days } = c.req.valid("json");
    const planned = await planBreak({ userId: c.get("caller").sub, firstDay, days, timeZone: c.get("timeZone"), now: new Date() });
    return c.json(planned, 201);
  })
  .openapi(cancelBreakRoute, async (c) => {
    const found = await cancelBreak({
      userId: c.get("caller").sub,
      breakId: c.req.valid("param").id,
      timeZone: c.get("timeZone"),
      now: new Date(),
    });
    if (!found) throw new AppError("not_found", "There is no such break.");
    return c.body(null, 204);
  })
  .openapi(achievementsRoute, async (c) => c.json({ achievements: await listAchievements(c.get("caller").sub) }, 200))
  .openapi(seenRoute, async (c) => {
    await markAchievementsSeen(c.get("caller").sub, c.req.valid("json").ids, new Date());
    return c.body(null, 204);
  })
  .openapi(getSettingsRoute, async (c) => {
    return c.json(await readSettings(c.get("caller").sub), 200);
  })
  .openapi(putSettingsRoute, async (c) => {
    const settings = c.req.valid("json");
    await writeSettings(c.get("caller").sub, settings, new Date());
    return c.json(settings, 200);
  });
