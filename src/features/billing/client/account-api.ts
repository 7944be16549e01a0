import { v1Api, type V1Schemas } from "@/lib/api-client";
import type { CancelReason } from "../model/cancel-flow";

/** The person's billing as the settings pages read it (the typed /v1 client, from the OpenAPI document). */
export type SubscriptionView = V1Schemas["schemas"]["SubscriptionView"];
export type ReceiptView = V1Schemas["schemas"]["Receipt"];
export type WalletView = V1Schemas["schemas"]["Wallet"];

export const loadSubscriptions = async () => (await v1Api.GET("/v1/billing/subscriptions")).subscriptions;
export const loadReceipts = async () => (await v1Api.GET("/v1/billing/receipts")).receipts;
export const loadReceipt = (id: string) => v1Api.GET("/v1/billing/receipts/{id}", { params: { path: { id } } });
export const loadWallet = () => v1Api.GET("/v1/billing/wallet");

/** What GET /v1/billing/subscriptions/{id}/change-plan?planId= answers (wt-lifecycle's PlanChangePreview). */
export interface PlanChangePreview {
  /** "keep" takes back a waiting downgrade (choosing the current plan again). */
  kind: "upgrade" | "downgrade" | "keep";
  planId: string;
  /** Minor units charged now (0 for a downgrade). */
  amount: number;
  currency: string;
  /** When the new plan applies: now for an upgrade, the renewal for a downgrade. */
  effectiveAt: string;
}

/*
 * The subscription actions (wt-lifecycle's routes, issue 12). They are called through the same
 * client and transport; until those routes are in this tree's OpenAPI document the typed client
 * does not know their paths, so they are called through this untyped view of it. After
 * `npm run api:types` on a tree that has them, the cast can go.
 */
type Untyped = {
  GET: (path: string, init: { params: { path: Record<string, string>; query?: Record<string, string> } }) => Promise<unknown>;
  POST: (path: string, init: { params: { path: Record<string, string> }; body: unknown }) => Promise<unknown>;
};
const actions = v1Api as unknown as Untyped;
const action =
  (name: string) =>
  (id: string, body: unknown = {}) =>
    actions.POST(`/v1/billing/subscriptions/{id}/${name}`, { params: { path: { id } }, body }) as Promise<SubscriptionView>;

export const subscriptionActions = {
  cancel: (id: string, body: { reason: CancelReason; comment?: string }) => action("cancel")(id, body),
  undoCancel: (id: string) => action("undo-cancel")(id),
  pause: (id: string, months: 1 | 2 | 3) => action("pause")(id, { months }),
  resume: (id: string) => action("resume")(id),
  changePlan: (id: string, planId: string) => action("change-plan")(id, { planId }),
  previewPlanChange: (id: string, planId: string) =>
    actions.GET("/v1/billing/subscriptions/{id}/change-plan", {
      params: { path: { id }, query: { planId } },
    }) as Promise<PlanChangePreview>,
};
