import { createRoute, z } from "@hono/zod-openapi";
import { createRouter, requireRegistered } from "@/lib/api/create-api-app";
import { apiErrorResponses } from "@/lib/api/openapi";
import type { ProductCategory } from "../model/entitlements";
import { listAvailableProducts } from "../server/list-available-products";

const category = z.enum(["self study", "tutors"] satisfies ProductCategory[]);
const token = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/);
/** A filter given once (?type=a), repeated (?type=a&type=b) or PHP-style (?type[]=a&type[]=b). */
const many = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item).max(20)])
    .optional()
    .openapi({ description: "Repeat the key (or use key[]) for several values." });

const productsQuery = z.object({
  category: many(category),
  "category[]": many(category),
  type: many(token),
  "type[]": many(token),
  status: many(token),
  "status[]": many(token),
});

export const productSchema = z
  .object({
    id: z.string(),
    status: z.string().openapi({ description: '"ok" is active; anything else is not.' }),
    category,
    type: z.string().openapi({ example: "group_lessons" }),
    trial: z.boolean(),
    period_start: z.string().nullable(),
    period_end: z.string().nullable(),
    source: z.string(),
  })
  .openapi("AvailableProduct");

const listRoute = createRoute({
  method: "get",
  path: "/billing/products/available",
  operationId: "listAvailableProducts",
  tags: ["billing"],
  summary: "The caller's products",
  description: "Entitlements with status, category, type and trial; optional filters by category, type and status.",
  security: [{ bearerAuth: [] }],
  request: { query: productsQuery },
  responses: {
    200: { description: "The products.", content: { "application/json": { schema: z.array(productSchema) } } },
    ...apiErrorResponses(400, 401, 403),
  },
});

const values = <T>(...lists: (T | T[] | undefined)[]): T[] | undefined => {
  const all = lists.flatMap((list) => (list === undefined ? [] : Array.isArray(list) ? list : [list]));
  return all.length ? all : undefined;
};

export const productRoutes = createRouter().openapi(listRoute, async (c) => {
  const caller = c.get("caller");
  requireRegistered(caller);
  const query = c.req.valid("query");
  const rows = await listAvailableProducts(caller.sub, {
    category: values(query.category, query["category[]"]),
    type: values(query.type, query["type[]"]),
    status: values(query.status, query["status[]"]),
  });
  return c.json(
    rows.map((row) => ({
      id: row.id,
      status: row.status,
      category: row.category,
      type: row.type,
      trial: row.trial,
      period_start: row.periodStart?.toISOString() ?? null,
      period_end: row.periodEnd?.toISOString() ?? null,
      source: row.source,
    })),
    200,
  );
});
