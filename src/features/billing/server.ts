/** What other features may use of billing on the server. */
export { loadEntitlements } from "./server/load-entitlements";
export { listAvailableProducts, type ProductFilter } from "./server/list-available-products";
export { productOwnership } from "./server/product-ownership";
export {
  billingAuditOwnership,
  billingCustomerOwnership,
  checkoutOwnership,
  paymentOwnership,
  subscriptionOwnership,
} from "./server/billing-ownership";
export {
  applySubscriptionEvent,
  insertSubscription,
  lockSubscription,
  rowToSubscription,
  subscriptionColumns,
  wakeAtFor,
  type ApplyOutcome,
  type SubscriptionRow,
} from "./server/subscription-store";
export { getPaymentProvider, usePaymentProviderForTests } from "./server/payment-provider-instance";
export { creditEntryOwnership, creditLotOwnership, creditWalletOwnership } from "./server/credit-ownership";
export { grantCredits, type GrantCreditsInput, type GrantCreditsResult } from "./server/grant-credits";
export { spendCredits, type SpendCreditsInput, type SpendCreditsResult } from "./server/spend-credits";
export { refundCredits, type RefundCreditsInput, type RefundCreditsResult, type RefundTarget } from "./server/refund-credits";
export { expireCredits } from "./server/expire-credits";
export { readWallet, WALLET_HISTORY_LIMIT, type Wallet, type WalletEntry, type WalletLot } from "./server/read-wallet";
export { remindExpiringCredits } from "./server/remind-expiring-credits";
export { wakeSubscriptions, type WakeOptions, type WakeSummary } from "./server/wake-subscriptions";
export { remindTrialEnding, TRIAL_REMINDER_DAYS } from "./server/remind-trial-ending";
export { cancelSubscription, CANCEL_REASONS } from "./server/cancel-subscription";
export { applyOwnSubscriptionEvent } from "./server/apply-own-subscription-event";
export { changeSubscriptionPlan, previewPlanChange, type PlanChangePreview } from "./server/change-subscription-plan";
export { findUpsellOffer, type UpsellOffer } from "./server/find-upsell-offer";
export { acceptUpsell, type UpsellAnswer } from "./server/accept-upsell";
export { recordOneTimePurchase, type OneTimePurchase } from "./server/record-one-time-purchase";
export { quoteUpsellAfter, UPSELLS, type UpsellQuote } from "./model/upsell-offers";
export { toSubscriptionView, type CustomerCard, type SubscriptionView } from "./server/subscription-view";
export { listSubscriptions } from "./server/list-subscriptions";
export { listReceipts, readReceipt, RECEIPT_LIST_LIMIT, type Receipt } from "./server/list-receipts";
export { nextCharge, type NextCharge } from "./model/next-charge";
export { planOptions } from "./server/plan-options";
/** The plan catalogue, price selection, proration and the subscription lifecycle (pure; see index.ts for why they are here). */
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
export { describePlanOffer, paywallVariantOf, PAYWALL_PLAN_IDS, type PaywallVariant, type PlanOffer } from "./model/plan-offer";
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
export type {
  CancelInput,
  CancelResult,
  ChargeResult,
  ChargeSavedInput,
  CheckoutItem,
  CheckoutSession,
  CreateCheckoutInput,
  DeclineReason,
  PaymentEvent,
  PaymentEventType,
  PaymentProvider,
  PaymentProviderName,
  ProviderSubscription,
  ProviderSubscriptionStatus,
  RefundInput,
  RefundResult,
  WebhookRefusal,
  WebhookVerification,
} from "./server/providers/payment-provider";
export { isPaymentInputError, PaymentInputError } from "./server/providers/payment-provider";
export {
  createSandboxProvider,
  type CheckoutPayResult,
  type SandboxCheckoutView,
  type SandboxProvider,
} from "./server/providers/sandbox-provider";
export { TEST_CARDS, type CardInput } from "./server/providers/sandbox-cards";
export { memorySandboxStore, type SandboxStore } from "./server/providers/sandbox-store";
export { SANDBOX_SIGNATURE_HEADER } from "./server/providers/sandbox-signature";
export {
  afterSend,
  MemoryDeliveryQueue,
  postSignedWebhook,
  SANDBOX_DELIVERY_POLICY,
  signedWebhookRequest,
  type DeliveryScheduler,
  type SendOutcome,
  type WebhookSend,
} from "./server/providers/webhook-delivery";
export {
  paymentSettingsProblems,
  PaymentSettingsError,
  SANDBOX_CHECKOUT_PATH,
  selectPaymentProvider,
} from "./server/providers/select-provider";
export {
  authenticateSandboxPayment,
  getSandboxCheckout,
  paySandboxCheckout,
  postPaymentWebhook,
  answerAuthentication,
  payTestCard,
  readSandboxCheckoutView,
  readSandboxPaymentView,
} from "./server/payment-endpoints";
export { answerSandboxAuthenticationForm, paySandboxCheckoutForm } from "./server/sandbox-pay-action";
export { processPaymentEvent, type PaymentEventDeps, type ProcessResult } from "./server/process-payment-event";
export { startCheckout, type StartCheckoutInput } from "./server/start-checkout";
export { loadPurchaseStanding, readPurchaseStanding, type PurchaseStanding } from "./server/purchase-standing";
export { readCheckout, type CheckoutView } from "./server/read-checkout";
export { tableSandboxStore } from "./server/table-sandbox-store";
export { type SandboxPaymentView } from "./server/providers/sandbox-provider";
export { provideBillingGrowthHooks, type BillingGrowthHooks } from "./server/growth-hooks";
export { sandboxPageStrings } from "./server/sandbox-page-strings";
export { getSandboxPayment } from "./server/payment-endpoints";
/** The courses plan that fits minutes a day (the paywall's order; the purchase funnel's end follows it). */
export { minutesPerDayParam, paywallPlanOrder, planFittingMinutes } from "./model/plan-offer";
