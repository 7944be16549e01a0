import { NextResponse } from "next/server";
import { loadPixelConfig } from "@/features/growth/server";
import { getConfig } from "@/lib/config";

export const dynamic = "force-dynamic";

/**
 * GET /api/growth/pixels: the marketing pixel ids (configuration and the marketing_pixels table)
 * and the script to load. The browser asks only after marketing consent.
 */
export async function GET() {
  return NextResponse.json(
    { ...(await loadPixelConfig()), scriptUrl: getConfig().META_PIXEL_SCRIPT_URL },
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}
