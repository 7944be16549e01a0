import { z } from "@hono/zod-openapi";
import { LEVELS } from "@/features/courses";
import { SKILLS } from "../model/item-bank";

/** The level test's request and answer shapes (decision record 0032). */
const level = z.enum(LEVELS);

export const startBody = z
  .object({
    source: z
      .string()
      .min(1)
      .max(60)
      .regex(/^[a-z0-9][a-z0-9/-]*$/)
      .openapi({ description: 'Where the test is taken: "page" (/test-your-english-level) or the funnel\'s slug.', example: "page" }),
  })
  .openapi("StartLevelTest");

export const sessionParams = z.object({ sessionId: z.string().uuid().openapi({ description: "The session id." }) });

export const responseBody = z
  .object({
    seq: z.number().int().min(1).max(100).openapi({ description: "The number of the item answered (the served item's seq)." }),
    itemId: z.string().min(1).max(20).openapi({ example: "b1-g03" }),
    answer: z.string().min(1).max(200).openapi({ description: "The id of the chosen option.", example: "2" }),
  })
  .openapi("LevelTestResponse");

const servedItemSchema = z
  .object({
    seq: z.number().int(),
    itemId: z.string(),
    skill: z.enum(SKILLS),
    prompt: z.string().openapi({ description: "The question (English); ___ marks a gap." }),
    passage: z.string().nullable().openapi({ description: "Reading items: the text the question is about." }),
    audio: z
      .object({ url: z.string(), slowUrl: z.string() })
      .nullable()
      .openapi({ description: "Listening items: the sentence's audio, normal and slow (WAV)." }),
    options: z.array(z.object({ id: z.string(), text: z.string() })),
  })
  .openapi("LevelTestItem");

const skillResultSchema = z.object({
  level: level.nullable().openapi({ description: "Null when the skill had too few items to say." }),
  theta: z.number().nullable(),
  se: z.number().nullable(),
  items: z.number().int(),
});

export const resultSchema = z
  .object({
    sessionId: z.string().uuid(),
    level,
    margin: z.tuple([level, level]).openapi({ description: "The levels of the estimate ± 1.96 standard errors." }),
    skills: z.object(
      Object.fromEntries(SKILLS.map((skill) => [skill, skillResultSchema])) as Record<(typeof SKILLS)[number], typeof skillResultSchema>,
    ),
    itemsUsed: z.number().int(),
    theta: z.number(),
    se: z.number(),
  })
  .openapi("LevelTestResult");

export const sessionViewSchema = z
  .object({
    sessionId: z.string().uuid(),
    status: z.enum(["started", "completed"]),
    item: servedItemSchema.nullable().openapi({ description: "The item to answer next (null once completed)." }),
    result: resultSchema.nullable().openapi({ description: "The result (null until completed)." }),
  })
  .openapi("LevelTestSession");

export const answeredSchema = sessionViewSchema
  .extend({ replay: z.boolean().openapi({ description: "This step was answered before with the same answer: the same outcome again." }) })
  .openapi("LevelTestAnswered");
