import { createRoute, z } from "@hono/zod-openapi";
import { createRouter, requireRegistered } from "@/lib/api/create-api-app";
import { apiErrorResponses } from "@/lib/api/openapi";
import { AppError } from "@/lib/errors";
import { isJsonText, KEEPER_KEY, MAX_KEEPER_VALUE_BYTES } from "../model/keeper";
import { readKeeperValue, writeKeeperValue } from "../server/keeper-store";

const keyParam = z.object({
  key: z
    .string()
    .regex(KEEPER_KEY, "expected lower-case letters, digits and _ (starting with a letter, at most 64)")
    .openapi({ param: { name: "key", in: "path" }, example: "user_settings" }),
});

export const keeperValueSchema = z
  .string()
  .refine((value) => Buffer.byteLength(value) <= MAX_KEEPER_VALUE_BYTES, `expected at most ${MAX_KEEPER_VALUE_BYTES} bytes`)
  .refine(isJsonText, 'expected a JSON text, e.g. "{\\"soundEffects\\":true}"')
  .openapi({ description: "A JSON text (a string holding JSON).", example: '{"soundEffects":true}' });

const keeperEntrySchema = z.object({ value: z.string(), updated_at: z.string() }).openapi("KeeperEntry");

const getKeeper = createRoute({
  method: "get",
  path: "/profiles/keeper/{key}",
  operationId: "getKeeperValue",
  tags: ["profiles"],
  summary: "Read one keeper value",
  security: [{ bearerAuth: [] }],
  request: { params: keyParam },
  responses: {
    200: { description: "The stored value.", content: { "application/json": { schema: keeperEntrySchema } } },
    ...apiErrorResponses(400, 401, 403, 404),
  },
});

const putKeeper = createRoute({
  method: "put",
  path: "/profiles/keeper/{key}",
  operationId: "putKeeperValue",
  tags: ["profiles"],
  summary: "Write one keeper value",
  description: "The last write wins; updated_at never goes backwards.",
  security: [{ bearerAuth: [] }],
  request: {
    params: keyParam,
    body: { required: true, content: { "application/json": { schema: z.object({ value: keeperValueSchema }).openapi("KeeperWrite") } } },
  },
  responses: {
    200: { description: "Stored.", content: { "application/json": { schema: keeperEntrySchema } } },
    ...apiErrorResponses(400, 401, 403, 413, 415),
  },
});

export const keeperRoutes = createRouter()
  .openapi(getKeeper, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    const entry = await readKeeperValue(caller.sub, c.req.valid("param").key);
    if (!entry) throw new AppError("not_found", "Nothing is stored under this key.");
    return c.json({ value: entry.value, updated_at: entry.updatedAt }, 200);
  })
  .openapi(putKeeper, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    const entry = await writeKeeperValue(caller.sub, c.req.valid("param").key, c.req.valid("json").value);
    return c.json({ value: entry.value, updated_at: entry.updatedAt }, 200);
  });
