import "server-only";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { PRIVATE_CACHE_CONTROL } from "@/lib/http/cache-control";
import { checkJsonText } from "@/lib/http/json-body";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "@/lib/errors";
import { requestIdOf, requestLogger } from "@/lib/logger";
import { hitRateLimit, rateLimitSubject } from "@/lib/rate-limit";
import { checkAnalyticsBatch, eventsWithNul, MAX_BATCH_BYTES, MAX_EVENTS_PER_BATCH } from "../model/analytics-batch";
import { ingestAnalyticsEvents } from "./ingest-analytics-events";
import { lookupCountryCode } from "./lookup-geolocation";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": PRIVATE_CACHE_CONTROL, ...headers } });

/**
 * POST /api/analytics/2/httpapi: the ingestion endpoint of the analytics SDK. Answers the way
 * Amplitude's HTTP V2 API does (the SDK relies on it): 200 with events_ingested; 400 with the
 * indexes of the bad events, which the SDK drops before resending the rest (a NUL character in a
 * string is such a bad event: it can never be stored); 413; 429; 503 with Retry-After only while
 * the database is unreachable, the one case where resending the same batch can succeed.
 */
export async function handleAnalyticsBatch(request: Request): Promise<Response> {
  try {
    return await handleBatch(request);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    requestLogger(requestIdOf(request)).warn({ err: error }, "analytics batch not stored: database unreachable");
    return json(503, { code: 503, error: "Try again later" }, { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) });
  }
}

async function handleBatch(request: Request): Promise<Response> {
  const config = getConfig();
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
  const limit = await hitRateLimit(getDb(), {
    key: `analytics:${rateLimitSubject(address)}`,
    max: config.ANALYTICS_RATE_LIMIT,
    windowSeconds: 60,
  });
  if (!limit.allowed) {
    return json(429, { code: 429, error: "Too many requests for this address" }, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  if (!/^(application\/json|text\/plain)\b/i.test(request.headers.get("content-type") ?? "")) {
    return json(415, { code: 415, error: "Send the batch as application/json" });
  }
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BATCH_BYTES) return json(413, { code: 413, error: "Payload too large" });
  const parsed = checkJsonText(text, MAX_EVENTS_PER_BATCH);
  if (!parsed.ok && parsed.reason === "not_json") return json(400, { code: 400, error: "Invalid JSON request body" });
  if (!parsed.ok) {
    const invalid = eventsWithNul(parsed.paths);
    if (!invalid) return json(400, { code: 400, error: "A string holds a NUL character or an unpaired surrogate" });
    return json(400, { code: 400, error: "Request missing required field or has invalid fields", events_with_invalid_fields: invalid });
  }
  const check = checkAnalyticsBatch(parsed.value, config.ANALYTICS_API_KEY);
  if (!check.ok) {
    return json(400, {
      code: 400,
      error: check.error,
      ...(check.missingField ? { missing_field: check.missingField } : {}),
      ...(check.eventsWithInvalidFields ? { events_with_invalid_fields: check.eventsWithInvalidFields } : {}),
      ...(check.eventsWithMissingFields ? { events_with_missing_fields: check.eventsWithMissingFields } : {}),
    });
  }
  const country = await lookupCountryCode(address);
  const ingested = await ingestAnalyticsEvents(check.events, country ? { country } : {});
  return json(200, { code: 200, events_ingested: ingested, payload_size_bytes: Buffer.byteLength(text), server_upload_time: Date.now() });
}
