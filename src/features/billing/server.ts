/** What other features may use of billing on the server. */
export { loadEntitlements } from "./server/load-entitlements";
export { listAvailableProducts, type ProductFilter } from "./server/list-available-products";
export { productOwnership } from "./server/product-ownership";
export { creditEntryOwnership, creditLotOwnership, creditWalletOwnership } from "./server/credit-ownership";
export { grantCredits, type GrantCreditsInput, type GrantCreditsResult } from "./server/grant-credits";
export { spendCredits, type SpendCreditsInput, type SpendCreditsResult } from "./server/spend-credits";
export { refundCredits, type RefundCreditsInput, type RefundCreditsResult, type RefundTarget } from "./server/refund-credits";
export { expireCredits } from "./server/expire-credits";
export { readWallet, WALLET_HISTORY_LIMIT, type Wallet, type WalletEntry, type WalletLot } from "./server/read-wallet";
export { remindExpiringCredits } from "./server/remind-expiring-credits";
