import "server-only";
import { NextResponse } from "next/server";
import { getConfig } from "@/lib/config";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { PRIVATE_CACHE_CONTROL } from "@/lib/http/cache-control";
import { jsonRoute } from "@/lib/http/json-route";
import { handleRemoteEval } from "./handle-remote-eval";
import { loadPixelConfig } from "./load-pixel-config";
import { lookupGeolocation } from "./lookup-geolocation";

/** Growth's endpoints on the /api edge (the list is in src/server/http-edge.ts). */

/** POST /api/growth/api/eval/{clientKey}: GrowthBook remote evaluation, the SDK posts its attributes and gets the evaluated features. */
export const postRemoteEval = jsonRoute((request, params) => handleRemoteEval(request, params.clientKey ?? ""));

/**
 * GET /api/growth/pixels: the marketing pixel ids (configuration and the marketing_pixels table)
 * and the script to load. The browser asks only after marketing consent.
 */
export async function getPixels(): Promise<Response> {
  return NextResponse.json(
    { ...(await loadPixelConfig()), scriptUrl: getConfig().META_PIXEL_SCRIPT_URL },
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}

/** GET /api/geolocation: the visitor's location in the spec's JSON shape (offline DB-IP Lite). */
export async function getGeolocation(request: Request): Promise<Response> {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
  return NextResponse.json(await lookupGeolocation(address), { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
}
