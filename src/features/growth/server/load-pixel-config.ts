import "server-only";
import { marketingPixels } from "@db/schema/growth";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { logger } from "@/lib/logger";
import { PIXEL_FUNNELS, type PixelConfig, type PixelFunnel } from "../model/pixels";

const TTL_MS = 30_000;
let cached: { config: PixelConfig; loadedAt: number } | undefined;

/** Pixel ids from configuration (the flow pixel) and the marketing_pixels table; never from code. */
export async function loadPixelConfig(): Promise<PixelConfig> {
  if (cached && Date.now() - cached.loadedAt < TTL_MS) return cached.config;
  const config: PixelConfig = { flowPixelId: getConfig().META_FLOW_PIXEL_ID ?? null, domainPixels: [], brandPixels: {} };
  if (!getConfig().DATABASE_URL) return config;
  try {
    const rows = await getDb().select().from(marketingPixels);
    for (const row of rows) {
      if (row.kind === "flow" && row.isActive && !config.flowPixelId) config.flowPixelId = row.pixelId;
      if (row.kind === "domain" && row.domain)
        config.domainPixels.push({ pixelId: row.pixelId, domain: row.domain, isActive: row.isActive });
      if (row.kind === "brand" && row.isActive && (PIXEL_FUNNELS as readonly string[]).includes(row.funnel ?? "")) {
        config.brandPixels[row.funnel as PixelFunnel] = row.pixelId;
      }
    }
  } catch (error) {
    logger.warn({ err: error }, "could not read the marketing pixels");
  }
  cached = { config, loadedAt: Date.now() };
  return config;
}

export function invalidatePixelConfig(): void {
  cached = undefined;
}
