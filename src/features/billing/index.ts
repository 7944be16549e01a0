/**
 * What other features may use of billing anywhere: the entitlement types and the tier rules, the
 * plan catalogue, price selection, proration and the subscription lifecycle (all pure).
 */
export {
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
} from "./model/entitlements";
export {
  CATALOGUE_FILE,
  CURRENCIES,
  isRenewing,
  parseCatalogue,
  PLAN_INCLUDES,
  PURCHASE_TYPES,
  type BillingPeriod,
  type Catalogue,
  type CatalogueResult,
  type Currency,
  type Plan,
  type PlanCategory,
  type PlanInclude,
  type Price,
  type PurchaseType,
} from "./model/plan-schema";
export { findPlan, isSubscriptionPlan, loadCatalogue, PLANS, plansIn } from "./model/catalogue";
export {
  defaultCurrencyFor,
  formatMoney,
  isCurrency,
  minorUnitDigits,
  priceOf,
  selectCurrency,
  showsTaxInclusiveWording,
  type PlanPrice,
} from "./model/price-selection";
export { firstChargeDate, monthlyEquivalent, periodMonths, pricePerCredit, savingsPercent } from "./model/plan-display";
export { addPeriods } from "./model/billing-period";
export { prorate, prorateDifference, restartCharge, type ProrationWindow } from "./model/proration";
export {
  chargeDue,
  nextWakeUp,
  PAUSE_MONTHS,
  RETRY_SCHEDULE_DAYS,
  startSubscription,
  SUBSCRIPTION_STATUSES,
  type ChargeDue,
  type StartRefusal,
  type Subscription,
  type SubscriptionStatus,
} from "./model/subscription";
export { classifyPlanChange, upgradeCharge, type PlanChange, type PlanChangeRefusal } from "./model/change-plan";
export {
  acceptedEvents,
  transition,
  type Refusal,
  type RefusalCode,
  type SubscriptionEvent,
  type SubscriptionEventType,
  type TransitionResult,
} from "./model/subscription-lifecycle";
export { productRowFor, productRowForOneTime, type ProductRow } from "./model/product-row";
