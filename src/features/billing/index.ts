/**
 * What other features may use of billing anywhere, the browser included: the entitlement rules,
 * the credit-lot rules, and the types of plans and subscriptions. The catalogue, price selection,
 * proration and the subscription lifecycle are pure too, but they load the plan file and its
 * schema (zod), so they are exported from `server.ts`: pages compute prices on the server and
 * pass the browser what it shows.
 */
export {
  coursesTrialEnd,
  deriveEntitlements,
  deriveGroupLessonsStatus,
  deriveTier,
  isActiveProduct,
  NO_ENTITLEMENTS,
  type AvailableProduct,
  type Entitlements,
  type GroupLessonsStatus,
  type ProductCategory,
  type Tier,
  unlocksPremium,
} from "./model/entitlements";
export { AFTER_PURCHASE_STORAGE_KEY, afterPurchaseHref, rememberForAfterPurchaseScript } from "./model/after-purchase";
export { CURRENCY_CODES, defaultCurrencyFor, formatMoney, isCurrencyCode } from "./model/currency";
export {
  balanceAt,
  compareSpendOrder,
  dueReminder,
  EXPIRY_REMINDER_DAYS,
  isLotLive,
  LESSON_CREDIT_COST,
  lessonCreditCost,
  liveLots,
  lotsToExpire,
  PACK_CREDIT_MONTHS,
  packCreditsExpireAt,
  planRefund,
  planSpend,
  REFUND_CREDIT_DAYS,
  refundCreditsExpireAt,
  SUBSCRIPTION_CREDIT_GRACE_DAYS,
  subscriptionCreditsExpireAt,
  type CreditLot,
  type CreditSource,
  type ExpiryReminder,
  type LessonMinutes,
  type LotShare,
  type RefundPlan,
  type RemindableLot,
  type SpendPlan,
} from "./model/credit-lots";
export type {
  BillingPeriod,
  Catalogue,
  CatalogueResult,
  Currency,
  Plan,
  PlanCategory,
  PlanInclude,
  Price,
  PurchaseType,
} from "./model/plan-schema";
export type { PlanPrice } from "./model/price-selection";
export type { ProrationWindow } from "./model/proration";
export type { ChargeDue, StartRefusal, Subscription, SubscriptionStatus } from "./model/subscription";
export type { PlanChange, PlanChangeRefusal } from "./model/change-plan";
export type { Refusal, RefusalCode, SubscriptionEvent, SubscriptionEventType, TransitionResult } from "./model/subscription-lifecycle";
export type { ProductRow } from "./model/product-row";
