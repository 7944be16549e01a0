import { createRoute, z } from "@hono/zod-openapi";
import { desc, eq } from "drizzle-orm";
import { consentRecords } from "@db/schema/growth";
import { createRouter } from "@/lib/api/create-api-app";
import { apiErrorResponses } from "@/lib/api/openapi";
import { getDb } from "@/lib/db";

export const consentEntrySchema = z
  .object({
    category: z.enum(["necessary", "analytics", "marketing"]).openapi({ description: "The cookie-consent category." }),
    granted: z.boolean(),
  })
  .openapi("ConsentEntry");

export const dntBodySchema = z
  .object({
    entries: z.array(consentEntrySchema).min(1).max(10),
    source: z.enum(["banner", "preferences", "do_not_sell"]).openapi({ description: "Where the visitor made the choice." }),
    device_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional()
      .openapi({ description: "The device id cookie, so the choice is also kept for this browser." }),
    client_update_id: z
      .uuid()
      .optional()
      .openapi({ description: "The browser's id for this update; sending it again (after a page change) stores it once." }),
  })
  .openapi("DntRequest");

const dntRoute = createRoute({
  method: "post",
  path: "/dnt",
  operationId: "recordConsent",
  tags: ["consent"],
  summary: "Record a cookie-consent update",
  description:
    "Sent 500 ms after the visitor's last consent change (debounced). Stores the entries with the time received, for the caller and the device.",
  security: [{ bearerAuth: [] }],
  request: { body: { required: true, content: { "application/json": { schema: dntBodySchema } } } },
  responses: {
    201: {
      description: "Recorded.",
      content: { "application/json": { schema: z.object({ recorded: z.literal(true), created_at: z.string() }).openapi("DntResponse") } },
    },
    ...apiErrorResponses(400, 401, 413, 415),
  },
});

const consentRecordSchema = z
  .object({
    entries: z.array(consentEntrySchema),
    source: z.enum(["banner", "preferences", "do_not_sell"]),
    created_at: z.string().openapi({ description: "When the server received it (ISO 8601)." }),
  })
  .openapi("ConsentRecord");

const latestDntRoute = createRoute({
  method: "get",
  path: "/dnt",
  operationId: "getLatestConsent",
  tags: ["consent"],
  summary: "The caller's latest cookie-consent record",
  description:
    "The choice this account made last, on any device, so a browser the user signs in on can apply it. `latest` is null when the account has none.",
  security: [{ bearerAuth: [] }],
  responses: {
    200: {
      description: "The latest record, or null.",
      content: { "application/json": { schema: z.object({ latest: consentRecordSchema.nullable() }).openapi("DntLatestResponse") } },
    },
    ...apiErrorResponses(401),
  },
});

export const dntRoutes = createRouter()
  .openapi(latestDntRoute, async (c) => {
    const caller = c.get("caller");
    const [row] = await getDb()
      .select({ entries: consentRecords.entries, source: consentRecords.source, createdAt: consentRecords.createdAt })
      .from(consentRecords)
      .where(eq(consentRecords.userId, caller.sub))
      .orderBy(desc(consentRecords.createdAt))
      .limit(1);
    if (!row) return c.json({ latest: null }, 200);
    const entries = z.array(consentEntrySchema).safeParse(row.entries);
    const source = consentRecordSchema.shape.source.safeParse(row.source);
    // Rows are written through POST /v1/dnt's schema; anything else is not offered to browsers.
    if (!entries.success || !source.success) return c.json({ latest: null }, 200);
    return c.json({ latest: { entries: entries.data, source: source.data, created_at: row.createdAt.toISOString() } }, 200);
  })
  .openapi(dntRoute, async (c) => {
    const body = c.req.valid("json");
    const caller = c.get("caller");
    const [row] = await getDb()
      .insert(consentRecords)
      .values({
        userId: caller.sub,
        deviceId: body.device_id ?? null,
        entries: body.entries,
        source: body.source,
        clientUpdateId: body.client_update_id ?? null,
      })
      .onConflictDoNothing({ target: consentRecords.clientUpdateId })
      .returning({ createdAt: consentRecords.createdAt });
    // A resend (same client_update_id) answers the time the first one was stored.
    const createdAt =
      row?.createdAt ??
      (body.client_update_id
        ? (
            await getDb()
              .select({ createdAt: consentRecords.createdAt })
              .from(consentRecords)
              .where(eq(consentRecords.clientUpdateId, body.client_update_id))
              .limit(1)
          )[0]?.createdAt
        : undefined) ??
      new Date();
    return c.json({ recorded: true as const, created_at: createdAt.toISOString() }, 201);
  });
