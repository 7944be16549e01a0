import "server-only";
import { getSessionUser } from "@/features/auth/server";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { readJsonBody } from "@/lib/http/json-body";
import { jsonRoute } from "@/lib/http/json-route";
import { submitBusinessLead } from "./submit-business-lead";

/** POST /api/business-leads: the business page's lead form (201 with its id). */
export const postBusinessLead = jsonRoute(async (request) => {
  const body = await readJsonBody(request);
  const result = await submitBusinessLead(
    { db: getDb(), config: getConfig() },
    {
      body,
      clientAddress: request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown",
      locale: request.headers.get("x-lingora-locale"),
      ownerId: (await getSessionUser(request.headers))?.id ?? null,
    },
  );
  return { status: 201, body: { ok: true, id: result.id } };
});
