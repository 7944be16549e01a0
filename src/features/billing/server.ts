/** What other features may use of billing on the server. */
export { loadEntitlements } from "./server/load-entitlements";
export { listAvailableProducts, type ProductFilter } from "./server/list-available-products";
export { productOwnership } from "./server/product-ownership";
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
export { PaymentInputError } from "./server/providers/payment-provider";
export { type CheckoutPayResult, type SandboxCheckoutView, type SandboxProvider } from "./server/providers/sandbox-provider";
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
