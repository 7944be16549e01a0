import "server-only";
import { isFreeForUkraine } from "@/features/profile/server";
import { getDb, type Database } from "@/lib/db";
import { deriveEntitlements, type Entitlements } from "../model/entitlements";
import { listAvailableProducts } from "./list-available-products";

/** What a person is entitled to now, by the tier rules of spec section 4 (the same rules the browser applies). */
export async function loadEntitlements(userId: string, db: Database = getDb()): Promise<Entitlements> {
  const [products, freeForUkraine] = await Promise.all([listAvailableProducts(userId, {}, db), isFreeForUkraine(userId, db)]);
  return deriveEntitlements(products, { freeForUkraine });
}
