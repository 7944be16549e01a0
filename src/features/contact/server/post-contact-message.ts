import "server-only";
import { getSessionUser } from "@/features/auth/server";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { readJsonBody } from "@/lib/http/json-body";
import { jsonRoute } from "@/lib/http/json-route";
import { submitContactMessage } from "./submit-contact-message";

/** POST /api/contact-messages: the contact form's message (201 with its id). */
export const postContactMessage = jsonRoute(async (request) => {
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
