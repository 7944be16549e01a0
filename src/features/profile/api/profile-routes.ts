import { createRoute, z } from "@hono/zod-openapi";
import { createRouter, requireRegistered } from "@/lib/api/create-api-app";
import { apiErrorResponses } from "@/lib/api/openapi";
import { AppError } from "@/lib/errors";
import { LANGUAGES, LEARNING_TARGETS, profilePatchSchema } from "../model/profile-fields";
import { readProfile, updateProfile } from "../server/profile-store";

export const profileSchema = z
  .object({
    user_id: z.string(),
    email: z.string().nullable(),
    phone_number: z.string().nullable().openapi({ description: "E.164, when the account has a phone number." }),
    free_for_ukraine: z.boolean(),
    display_name: z.string().nullable(),
    native_language: z
      .string()
      .nullable()
      .openapi({ description: `ISO 639-1: ${LANGUAGES.join(", ")}` }),
    target_language: z
      .string()
      .nullable()
      .openapi({ description: `ISO 639-1: ${LANGUAGES.join(", ")}` }),
    learning_target: z.enum(LEARNING_TARGETS).nullable(),
    time_zone: z.string().nullable(),
    interface_locale: z.string().nullable(),
    keeper: z.record(z.string(), z.object({ value: z.string(), updated_at: z.string() })),
  })
  .openapi("Profile");

const getProfile = createRoute({
  method: "get",
  path: "/profiles",
  operationId: "getProfile",
  tags: ["profiles"],
  summary: "The caller's profile",
  description: "Account, profile fields and keeper. Registered users only.",
  security: [{ bearerAuth: [] }],
  responses: {
    200: { description: "The profile.", content: { "application/json": { schema: profileSchema } } },
    ...apiErrorResponses(400, 401, 403, 404),
  },
});

const patchProfile = createRoute({
  method: "patch",
  path: "/profiles",
  operationId: "updateProfile",
  tags: ["profiles"],
  summary: "Update profile fields",
  description: "Only the fields sent change; null clears one. Unknown fields are refused.",
  security: [{ bearerAuth: [] }],
  request: { body: { required: true, content: { "application/json": { schema: profilePatchSchema } } } },
  responses: {
    200: { description: "The updated profile.", content: { "application/json": { schema: profileSchema } } },
    ...apiErrorResponses(400, 401, 403, 413, 415),
  },
});

async function profileOf(userId: string) {
  const profile = await readProfile(userId);
  if (!profile) throw new AppError("not_found", "This account no longer exists.");
  return profile;
}

export const profileRoutes = createRouter()
  .openapi(getProfile, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    return c.json(await profileOf(caller.sub), 200);
  })
  .openapi(patchProfile, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    await updateProfile(caller.sub, c.req.valid("json"));
    return c.json(await profileOf(caller.sub), 200);
  });
