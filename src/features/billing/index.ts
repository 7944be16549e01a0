/** What other features may use of billing anywhere: the entitlement types and the tier rules (pure). */
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
