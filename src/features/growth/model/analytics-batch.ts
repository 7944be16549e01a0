import { z } from "zod";

/**
 * The Amplitude HTTP V2 batch the Browser SDK sends (`serverUrl` points at our ingestion endpoint).
 * Answers mirror Amplitude's, so the SDK's own handling works: 200 with events_ingested, or 400
 * with the indexes of the events to drop (the SDK drops them and resends the rest).
 */
export const MAX_EVENTS_PER_BATCH = 1000;
export const MAX_BATCH_BYTES = 1024 * 1024;
export const MIN_ID_LENGTH = 5;

const text = (max: number) => z.string().max(max);
const properties = z.record(z.string().max(1024), z.unknown());

export const analyticsEventSchema = z.looseObject({
  event_type: z.string().min(1).max(1024),
  user_id: text(1024).nullish(),
  device_id: text(1024).nullish(),
  session_id: z.number().int().nullish(),
  time: z.number().int().nonnegative().nullish(),
  insert_id: text(1024).nullish(),
  event_properties: properties.nullish(),
  user_properties: properties.nullish(),
  groups: properties.nullish(),
  platform: text(1024).nullish(),
  os_name: text(1024).nullish(),
  os_version: text(1024).nullish(),
  device_model: text(1024).nullish(),
  language: text(1024).nullish(),
  library: text(1024).nullish(),
});

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({
  api_key: z.string().min(1).max(200),
  events: z.array(z.unknown()).min(1).max(MAX_EVENTS_PER_BATCH),
  options: z.looseObject({ min_id_length: z.number().int().min(1).max(100).optional() }).optional(),
  client_upload_time: z.string().optional(),
});

export type BatchCheck =
  | { ok: true; events: AnalyticsEvent[] }
  | {
      ok: false;
      error: string;
      missingField?: string;
      eventsWithInvalidFields?: Record<string, number[]>;
      eventsWithMissingFields?: Record<string, number[]>;
    };

/** Validates a parsed batch: the whole batch is refused if any event is bad, naming the bad events by index. */
export function checkAnalyticsBatch(body: unknown, expectedApiKey: string): BatchCheck {
  const batch = analyticsBatchSchema.safeParse(body);
  if (!batch.success) {
    const issue = batch.error.issues[0];
    const field = String(issue?.path[0] ?? "");
    if (field === "api_key" || field === "events") return { ok: false, error: `Invalid or missing field: ${field}`, missingField: field };
    return { ok: false, error: "Invalid request body" };
  }
  if (batch.data.api_key !== expectedApiKey) return { ok: false, error: "Invalid API key", missingField: "api_key" };
  const minIdLength = batch.data.options?.min_id_length ?? MIN_ID_LENGTH;
  const invalid: Record<string, number[]> = {};
  const missing: Record<string, number[]> = {};
  const add = (into: Record<string, number[]>, field: string, index: number) => (into[field] ??= []).push(index);
  const events: AnalyticsEvent[] = [];
  batch.data.events.forEach((raw, index) => {
    const parsed = analyticsEventSchema.safeParse(raw);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? "event");
      if (raw && typeof raw === "object" && !(field in raw)) add(missing, field, index);
      else add(invalid, field, index);
      return;
    }
    const event = parsed.data;
    if (!event.user_id && !event.device_id) {
      add(missing, "user_id", index);
      return;
    }
    if (event.user_id && event.user_id.length < minIdLength) add(invalid, "user_id", index);
    else if (event.device_id && event.device_id.length < minIdLength) add(invalid, "device_id", index);
    else events.push(event);
  });
  if (Object.keys(invalid).length || Object.keys(missing).length) {
    return {
      ok: false,
      error: "Request missing required field or has invalid fields",
      ...(Object.keys(invalid).length ? { eventsWithInvalidFields: invalid } : {}),
      ...(Object.keys(missing).length ? { eventsWithMissingFields: missing } : {}),
    };
  }
  return { ok: true, events };
}

/**
 * The bad events of a batch whose strings hold NUL (never storable), as Amplitude names them:
 * `{ field: [indexes] }`; null when the NUL is outside the events (the whole batch is bad).
 */
export function eventsWithNul(paths: readonly (string | number)[][]): Record<string, number[]> | null {
  const invalid: Record<string, number[]> = {};
  for (const [top, index, field] of paths) {
    if (top !== "events" || typeof index !== "number") return null;
    const name = field === undefined ? "event" : String(field);
    const indexes = (invalid[name] ??= []);
    if (!indexes.includes(index)) indexes.push(index);
  }
  return invalid;
}

/** The columns of one stored event: the known fields, and the rest of the SDK's context kept whole. */
export function toStoredEvent(event: AnalyticsEvent, receivedAt: Date, extraContext: Record<string, unknown> = {}) {
  const { event_type, user_id, device_id, session_id, time, insert_id, event_properties, user_properties, groups, ...rest } = event;
  const eventTime = typeof time === "number" && time > 0 ? new Date(time) : receivedAt;
  return {
    eventType: event_type,
    source: "browser" as const,
    userId: user_id || null,
    deviceId: device_id || null,
    sessionId: typeof session_id === "number" && session_id > 0 ? session_id : null,
    insertId: insert_id || null,
    eventTime: Number.isNaN(eventTime.getTime()) ? receivedAt : eventTime,
    receivedAt,
    eventProperties: event_properties ?? {},
    userProperties: user_properties ?? {},
    groups: groups ?? {},
    context: { ...rest, ...extraContext },
  };
}
