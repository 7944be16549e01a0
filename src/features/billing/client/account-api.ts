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

/** What GET /v1/billing/subscriptions/{id}/change-plan?planId= answers: upgrade (charged now), downgrade (at the renewal) or keep. */
export type PlanChangePreview = V1Schemas["schemas"]["PlanChangePreview"];

const path = (id: string) => ({ params: { path: { id } } });

/** The person's subscription actions; each answers the subscription as it is now. */
export const subscriptionActions = {
  cancel: (id: string, body: { reason: CancelReason; comment?: string }) =>
    v1Api.POST("/v1/billing/subscriptions/{id}/cancel", { ...path(id), body }),
  undoCancel: (id: string) => v1Api.POST("/v1/billing/subscriptions/{id}/undo-cancel", { ...path(id), body: {} }),
  pause: (id: string, months: 1 | 2 | 3) => v1Api.POST("/v1/billing/subscriptions/{id}/pause", { ...path(id), body: { months } }),
  resume: (id: string) => v1Api.POST("/v1/billing/subscriptions/{id}/resume", { ...path(id), body: {} }),
  changePlan: (id: string, planId: string) => v1Api.POST("/v1/billing/subscriptions/{id}/change-plan", { ...path(id), body: { planId } }),
  previewPlanChange: (id: string, planId: string) =>
    v1Api.GET("/v1/billing/subscriptions/{id}/change-plan", { params: { path: { id }, query: { planId } } }),
};

/** A session in the payment provider's customer portal (Stripe), coming back to `returnPath` (a page of ours, without the locale). */
export const openBillingPortal = (returnPath: string) => v1Api.POST("/v1/billing/portal", { body: { returnPath } });
