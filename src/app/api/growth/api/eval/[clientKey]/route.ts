import { handleRemoteEval } from "@/features/growth/server/handle-remote-eval";
import { jsonRoute } from "@/lib/http/json-route";

export const dynamic = "force-dynamic";

/** GrowthBook remote evaluation: the SDK posts its attributes and gets the evaluated features. */
export async function POST(request: Request, context: { params: Promise<{ clientKey: string }> }) {
  const { clientKey } = await context.params;
  return jsonRoute(() => handleRemoteEval(request, clientKey))(request);
}
