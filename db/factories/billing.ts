import type { InferInsertModel } from "drizzle-orm";
import { products } from "../schema";
import type { FactoryDb } from "./database";

type ProductRow = InferInsertModel<typeof products>;
export type NewProduct = Pick<ProductRow, "category" | "type" | "status"> & Partial<Omit<ProductRow, "ownerId">>;

/** Products the user owns (entitlements come from them), e.g. an active courses subscription. */
export async function giveProducts(db: FactoryDb, ownerId: string, list: NewProduct[]): Promise<void> {
  if (list.length === 0) return;
  await db.insert(products).values(list.map((product) => ({ source: "seed", periodStart: new Date(), ...product, ownerId })));
}
