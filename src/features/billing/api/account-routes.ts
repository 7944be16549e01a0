import { createRoute, z } from "@hono/zod-openapi";
import { createRouter, requireRegistered } from "@/lib/api/create-api-app";
import { apiErrorResponses } from "@/lib/api/openapi";
import { AppError } from "@/lib/errors";
import { listReceipts, readReceipt, type Receipt } from "../server/list-receipts";
import { listSubscriptions } from "../server/list-subscriptions";
import { readWallet } from "../server/read-wallet";
import { subscriptionViewSchema } from "./subscription-schema";

/** The person's own billing, read only: subscriptions, receipts and the credit wallet (settings pages). */

const receiptSchema = z
  .object({
    id: z.string(),
    receiptNumber: z.number().int(),
    planId: z.string(),
    category: z.enum(["self study", "tutors"]).nullable(),
    kind: z.enum(["first", "renewal", "upgrade", "one_time", "credit_pack", "upsell"]),
    amount: z.number().int().openapi({ description: "Minor units (cents) paid." }),
    refundedAmount: z.number().int().openapi({ description: "Minor units given back so far." }),
    currency: z.string().openapi({ example: "USD" }),
    paymentMethodLabel: z.string().nullable(),
    subscriptionId: z.string().nullable(),
    paidAt: z.string(),
  })
  .openapi("Receipt");

const walletSchema = z
  .object({
    balance: z.number().int().openapi({ description: "Credits spendable now." }),
    lots: z
      .array(
        z.object({
          id: z.string(),
          source: z.enum(["subscription", "pack", "admin", "refund"]),
          granted: z.number().int(),
          remaining: z.number().int(),
          expiresAt: z.string(),
          grantedAt: z.string(),
        }),
      )
      .openapi({ description: "Live lots with credits left, first to expire (and to be spent) first." }),
    history: z
      .array(
        z.object({
          id: z.string(),
          kind: z.enum(["grant", "spend", "refund", "expiry"]),
          amount: z.number().int().positive(),
          at: z.string(),
        }),
      )
      .openapi({ description: "The latest ledger entries, newest first." }),
  })
  .openapi("Wallet");

const secured = { tags: ["billing"], security: [{ bearerAuth: [] }] };

const listSubscriptionsRoute = createRoute({
  ...secured,
  method: "get",
  path: "/billing/subscriptions",
  operationId: "listSubscriptions",
  summary: "The caller's subscriptions",
  description: "Newest first, with the next charge, the saved card and any pause or cancellation; checkouts never paid are left out.",
  responses: {
    200: {
      description: "The subscriptions.",
      content: { "application/json": { schema: z.object({ subscriptions: z.array(subscriptionViewSchema) }).openapi("SubscriptionList") } },
    },
    ...apiErrorResponses(401, 403),
  },
});

const listReceiptsRoute = createRoute({
  ...secured,
  method: "get",
  path: "/billing/receipts",
  operationId: "listReceipts",
  summary: "The caller's receipts",
  description: "One per payment, newest first (at most 100).",
  responses: {
    200: {
      description: "The receipts.",
      content: { "application/json": { schema: z.object({ receipts: z.array(receiptSchema) }).openapi("ReceiptList") } },
    },
    ...apiErrorResponses(401, 403),
  },
});

const receiptIdParam = z.object({
  id: z
    .string()
    .uuid()
    .openapi({ param: { name: "id", in: "path" }, example: "3f0c1b7e-8a52-4c1e-9a57-1f2d3c4b5a69" }),
});

const readReceiptRoute = createRoute({
  ...secured,
  method: "get",
  path: "/billing/receipts/{id}",
  operationId: "getReceipt",
  summary: "One of the caller's receipts",
  request: { params: receiptIdParam },
  responses: {
    200: { description: "The receipt.", content: { "application/json": { schema: receiptSchema } } },
    ...apiErrorResponses(400, 401, 403, 404),
  },
});

const readWalletRoute = createRoute({
  ...secured,
  method: "get",
  path: "/billing/wallet",
  operationId: "getWallet",
  summary: "The caller's credit wallet",
  description: "Tutoring credits: the balance, the lots with their expiry dates and the ledger's latest entries.",
  responses: {
    200: { description: "The wallet.", content: { "application/json": { schema: walletSchema } } },
    ...apiErrorResponses(401, 403),
  },
});

const receiptJson = (receipt: Receipt) => ({ ...receipt, paidAt: receipt.paidAt.toISOString() });

export const accountRoutes = createRouter()
  .openapi(listSubscriptionsRoute, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    return c.json({ subscriptions: await listSubscriptions(caller.sub) }, 200);
  })
  .openapi(listReceiptsRoute, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    return c.json({ receipts: (await listReceipts(caller.sub)).map(receiptJson) }, 200);
  })
  .openapi(readReceiptRoute, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    const receipt = await readReceipt(caller.sub, c.req.valid("param").id);
    if (!receipt) throw new AppError("not_found", "There is no such receipt.");
    return c.json(receiptJson(receipt), 200);
  })
  .openapi(readWalletRoute, async (c) => {
    const caller = c.get("caller");
    requireRegistered(caller);
    const wallet = await readWallet(caller.sub);
    return c.json(
      {
        balance: wallet.balance,
        lots: wallet.lots.map((lot) => ({
          id: lot.id,
          source: lot.source,
          granted: lot.granted,
          remaining: lot.remaining,
          expiresAt: lot.expiresAt.toISOString(),
          grantedAt: lot.createdAt.toISOString(),
        })),
        history: wallet.history.map((entry) => ({
          id: entry.id,
          kind: entry.kind,
          amount: entry.amount,
          at: entry.createdAt.toISOString(),
        })),
      },
      200,
    );
  });
