import "server-only";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { products } from "@db/schema/billing";
import { getDb, type Database } from "@/lib/db";
import type { ProductCategory } from "../model/entitlements";

export interface ProductFilter {
  category?: string[];
  type?: string[];
  status?: string[];
}

/** The caller's products, optionally filtered (each filter is "any of these values"). */
export async function listAvailableProducts(ownerId: string, filter: ProductFilter, db: Database = getDb()) {
  const conditions: SQL[] = [eq(products.ownerId, ownerId)];
  if (filter.category?.length) conditions.push(inArray(products.category, filter.category as ProductCategory[]));
  if (filter.type?.length) conditions.push(inArray(products.type, filter.type));
  if (filter.status?.length) conditions.push(inArray(products.status, filter.status));
  return db
    .select()
    .from(products)
    .where(and(...conditions))
    .orderBy(products.createdAt);
}
