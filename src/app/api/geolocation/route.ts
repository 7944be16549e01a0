import { NextResponse } from "next/server";
import { lookupGeolocation } from "@/features/growth/server/lookup-geolocation";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { PRIVATE_CACHE_CONTROL } from "@/lib/http/cache-control";

export const dynamic = "force-dynamic";

/** GET /api/geolocation: the visitor's location in the spec's JSON shape (offline DB-IP Lite). */
export async function GET(request: Request) {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
  return NextResponse.json(await lookupGeolocation(address), { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
}
