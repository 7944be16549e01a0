/**
 * After a purchase: the products are fetched again, so the profile state (the tiers, "Premium
 * trial until …") changes on this page and on the next without a reload. Its own module, so the
 * root layout's bundle does not carry it.
 */
export async function refreshEntitlements(): Promise<void> {
  const { refreshProducts } = await import("./profile-state-loader");
  await refreshProducts();
}
