import { getAuth } from "@/features/auth/server/auth";

export const dynamic = "force-dynamic";

/** The identity service (better-auth) under /api/identity/*. */
export function GET(request: Request) {
  return getAuth().handler(request);
}

export function POST(request: Request) {
  return getAuth().handler(request);
}
