import { describe, expect, it } from "vitest";
import { checkAnalyticsBatch, eventsWithNul, toStoredEvent } from "./analytics-batch";

const KEY = "lingora-web-analytics";
const event = (extra: Record<string, unknown> = {}) => ({
  event_type: "lesson_started",
  device_id: "device-12345",
  time: 1_760_000_000_000,
  ...extra,
});

describe("checkAnalyticsBatch", () => {
  it("accepts a valid batch", () => {
    const result = checkAnalyticsBatch({ api_key: KEY, events: [event(), event({ user_id: "user-1", device_id: undefined })] }, KEY);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.events).toHaveLength(2);
  });

  it.each([
    ["not an object", "hello", "Invalid request body"],
    ["no api key", { events: [event()] }, "Invalid or missing field: api_key"],
    ["no events", { api_key: KEY, events: [] }, "Invalid or missing field: events"],
    ["another api key", { api_key: "someone-else", events: [event()] }, "Invalid API key"],
  ])("refuses %s", (_, body, error) => {
    const result = checkAnalyticsBatch(body, KEY);
    expect(result).toMatchObject({ ok: false, error });
  });

  it("names the bad events by index, as Amplitude does, so the SDK can drop them", () => {
    const result = checkAnalyticsBatch(
      {
        api_key: KEY,
        events: [
          event(),
          { device_id: "device-12345" },
          event({ device_id: undefined }),
          event({ device_id: "abc" }),
          event({ time: "yesterday" }),
        ],
      },
      KEY,
    );
    expect(result).toMatchObject({
      ok: false,
      eventsWithMissingFields: { event_type: [1], user_id: [2] },
      eventsWithInvalidFields: { device_id: [3], time: [4] },
    });
  });

  it("refuses more than 1000 events in one batch", () => {
    expect(checkAnalyticsBatch({ api_key: KEY, events: Array.from({ length: 1001 }, () => event()) }, KEY).ok).toBe(false);
  });
});

describe("toStoredEvent", () => {
  it("keeps the known fields in columns and the rest as context", () => {
    const receivedAt = new Date("2026-11-21T10:00:00Z");
    const stored = toStoredEvent(
      {
        ...event({ user_id: "user-1", session_id: 42, insert_id: "i-1", event_properties: { a: 1 }, groups: { role: "student" } }),
        platform: "Web",
        language: "uk",
      },
      receivedAt,
      { country: "UA" },
    );
    expect(stored).toMatchObject({
      eventType: "lesson_started",
      userId: "user-1",
      deviceId: "device-12345",
      sessionId: 42,
      insertId: "i-1",
      eventTime: new Date(1_760_000_000_000),
      receivedAt,
      eventProperties: { a: 1 },
      groups: { role: "student" },
      context: { platform: "Web", language: "uk", country: "UA" },
    });
  });
});

describe("eventsWithNul", () => {
  it("names the bad events by field, as Amplitude does, or the whole batch when the NUL is elsewhere", () => {
    expect(
      eventsWithNul([
        ["events", 3, "event_type"],
        ["events", 3, "user_id"],
        ["events", 7, "event_properties", "x"],
        ["events", 9],
      ]),
    ).toEqual({
      event_type: [3],
      user_id: [3],
      event_properties: [7],
      event: [9],
    });
    expect(eventsWithNul([["api_key"]])).toBeNull();
  });
});
