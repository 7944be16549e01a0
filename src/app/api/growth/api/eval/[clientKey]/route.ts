import { handleRemoteEval } from "@/features/growth/server/handle-remote-eval";
import { getConfig, isTrustedOrigin } from "@/lib/config";
import { jsonRoute } from "@/lib/http/json-route";

export const dynamic = "force-dynamic";

/**
 * What jsonRoute's same-origin check sees: a browser on any of our origins (trustedOrigins: outside
 * production also localhost/127.0.0.1 on PORT) passes as PUBLIC_ORIGIN; any other Origin is kept and
 * refused. The handler reads the original request.
 */
function forOriginCheck(request: Request): Request {
  const origin = request.headers.get("origin");
  if (!origin || !isTrustedOrigin(origin, getConfig())) return request;
  const headers = new Headers(request.headers);
  headers.set("origin", getConfig().PUBLIC_ORIGIN);
  return new Request(request.url, { method: request.method, headers });
}

/** GrowthBook remote evaluation: the SDK posts its attributes and gets the evaluated features. */
export async function POST(request: Request, context: { params: Promise<{ clientKey: string }> }) {
  const { clientKey } = await context.params;
  return jsonRoute(() => handleRemoteEval(request, clientKey))(forOriginCheck(request));
}
