import { getSessionUser } from "@/features/auth/server";
import { submitContactMessage } from "@/features/contact/server/submit-contact-message";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { jsonRoute, readJsonBody } from "@/lib/http/json-route";

export const dynamic = "force-dynamic";

export const POST = jsonRoute(async (request) => {
  const body = await readJsonBody(request);
  const result = await submitContactMessage(
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
