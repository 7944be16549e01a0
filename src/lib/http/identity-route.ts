import { getPool } from "@/lib/db";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "@/lib/errors";
import { checkReadiness } from "@/lib/health/check-readiness";
import { requestIdOf, requestLogger } from "@/lib/logger";
import { PRIVATE_CACHE_CONTROL } from "./cache-control";
import { checkJsonText, isJsonObject, MAX_JSON_BODY_BYTES, nulFields } from "./json-body";

/**
 * The edge of the identity service (/api/identity/*, /api/auth/*), in its own error shape
 * `{ code, message }`: a JSON body must be an object whose strings hold no NUL and whose
 * identity fields are not null (400), and an unreachable database is a 503 with Retry-After,
 * never a 500 with an empty body.
 */
export function identityRoute(handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const log = requestLogger(requestIdOf(request));
    try {
      const checked = await checkIdentityBody(request);
      if (checked instanceof Response) return checked;
      const response = await handler(checked);
      // The identity library answers its own failures with an empty 500: say why when it is the database.
      if (response.status >= 500 && (await databaseIsDown())) {
        log.warn({ path: new URL(request.url).pathname, status: response.status }, "identity request failed: database unreachable");
        return unavailable();
      }
      return response;
    } catch (error) {
      // Its API errors ("Failed to get session") drop the driver's error: ask the database itself.
      if (!isDatabaseUnavailable(error) && !(await databaseIsDown())) throw error;
      log.warn({ err: error, path: new URL(request.url).pathname }, "identity request failed: database unreachable");
      return unavailable();
    }
  };
}

const databaseIsDown = async () => (await checkReadiness(getPool(), 1000)).status !== 200;

// Fields the identity service stores in NOT NULL columns; `null` there is a mistake, not a reset.
const NOT_NULL_FIELDS = ["name", "email", "password", "newPassword", "currentPassword", "otp", "code", "phoneNumber", "token", "idToken"];

// What a provider's answer to an OAuth callback can hold; the service echoes `state` into the
// redirect it answers, so an oversized one would make a Location header no browser reads.
const CALLBACK_PARAM_LIMITS: Record<string, number> = { state: 512, code: 4096, error: 256, error_description: 1024, iss: 512 };
const isCallbackPath = (url: string) => /\/api\/identity\/(oauth2\/)?callback\//.test(new URL(url).pathname);

function oversizedCallbackParam(params: Iterable<[string, unknown]>): string | null {
  for (const [name, value] of params) {
    const limit = CALLBACK_PARAM_LIMITS[name];
    if (limit !== undefined && typeof value === "string" && value.length > limit) return name;
  }
  return null;
}

/** The request to pass on (its body re-made from the text read), or the 400 answer. */
export async function checkIdentityBody(request: Request): Promise<Request | Response> {
  if (isCallbackPath(request.url)) {
    const oversized = oversizedCallbackParam(new URL(request.url).searchParams);
    if (oversized)
      return refuse("INVALID_REQUEST", `The provider's answer is malformed (${oversized} is too long).`, {
        [`query.${oversized}`]: "too long",
      });
  }
  if (request.method === "GET" || request.method === "HEAD") return request;
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_JSON_BODY_BYTES) {
    return Response.json(
      { code: "PAYLOAD_TOO_LARGE", message: "The request body is too large." },
      { status: 413, headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } },
    );
  }
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  const rebuilt = new Request(request.url, { method: request.method, headers, body: bytes.byteLength ? bytes : undefined });
  const text = new TextDecoder().decode(bytes);
  const contentType = request.headers.get("content-type") ?? "";
  // No body: the service reads `{}` (some of its hooks look into the body and fail on nothing).
  if (!text.trim()) {
    headers.set("content-type", "application/json");
    return new Request(request.url, { method: request.method, headers, body: "{}" });
  }
  if (!/^application\/json\b/i.test(contentType)) {
    // Providers may post their answer as a form (OAuth form_post) to the callbacks; nothing else takes anything but JSON.
    if (isCallbackPath(request.url) && /^application\/x-www-form-urlencoded\b/i.test(contentType)) {
      const oversized = oversizedCallbackParam(new URLSearchParams(text));
      return oversized
        ? refuse("INVALID_REQUEST", `The provider's answer is malformed (${oversized} is too long).`, { [`body.${oversized}`]: "too long" })
        : rebuilt;
    }
    return Response.json(
      { code: "UNSUPPORTED_MEDIA_TYPE", message: "Send the request body as application/json." },
      { status: 415, headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } },
    );
  }
  const check = checkJsonText(text);
  if (!check.ok && check.reason === "not_json") return refuse("INVALID_JSON", "The request body is not valid JSON.");
  if (!check.ok)
    return refuse("INVALID_REQUEST_BODY", "A text field holds a NUL character or an unpaired surrogate.", nulFields("body", check.paths));
  if (!isJsonObject(check.value)) return refuse("INVALID_REQUEST_BODY", "The request body must be a JSON object.");
  if (isCallbackPath(request.url)) {
    const oversized = oversizedCallbackParam(Object.entries(check.value));
    if (oversized)
      return refuse("INVALID_REQUEST", `The provider's answer is malformed (${oversized} is too long).`, {
        [`body.${oversized}`]: "too long",
      });
  }
  const nulls = NOT_NULL_FIELDS.filter((field) => check.value && (check.value as Record<string, unknown>)[field] === null);
  if (nulls.length) {
    return refuse(
      "INVALID_REQUEST_BODY",
      `${nulls.join(", ")} cannot be null.`,
      Object.fromEntries(nulls.map((field) => [`body.${field}`, "must not be null"])),
    );
  }
  return rebuilt;
}

function refuse(code: string, message: string, fields?: Record<string, string>): Response {
  return Response.json(
    { code, message, ...(fields ? { fields } : {}) },
    { status: 400, headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } },
  );
}

function unavailable(): Response {
  return Response.json(
    { code: "SERVICE_UNAVAILABLE", message: "The service is temporarily unavailable; your data is safe. Try again in a moment." },
    { status: 503, headers: { "Cache-Control": PRIVATE_CACHE_CONTROL, "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } },
  );
}
