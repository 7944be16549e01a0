import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents } from "@db/schema";
import { POST as ingest } from "@/app/api/[...path]/route";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { recordServerEvent } from "./record-server-event";

let counter = 0;
const post = (body: unknown, init: { type?: string; address?: string } = {}) =>
  ingest(
    new Request("http://localhost:3000/api/analytics/2/httpapi", {
      method: "POST",
      headers: {
        "content-type": init.type ?? "application/json",
        [CLIENT_ADDRESS_HEADER]: init.address ?? `203.0.113.${(counter += 1) % 250}`,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
const deviceId = () => `device-${crypto.randomUUID()}`;

describe("the analytics ingestion endpoint", () => {
  it("stores a valid batch and answers as Amplitude does", async () => {
    const device = deviceId();
    const events = Array.from({ length: 200 }, (_, i) => ({
      event_type: i === 0 ? "session_start" : "lesson_viewed",
      device_id: device,
      user_id: "user-ingest-1",
      session_id: 1_763_700_000_000,
      time: 1_763_700_000_000 + i,
      insert_id: `insert-${i}`,
      event_properties: { index: i },
      groups: { role: "student" },
      platform: "Web",
      language: "uk",
    }));
    const response = await post({ api_key: getConfig().ANALYTICS_API_KEY, events }, { address: "176.36.0.1" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 200, events_ingested: 200 });
    const rows = await getDb().select().from(analyticsEvents).where(eq(analyticsEvents.deviceId, device));
    expect(rows).toHaveLength(200);
    const first = rows.find((row) => row.insertId === "insert-0")!;
    expect(first).toMatchObject({ eventType: "session_start", userId: "user-ingest-1", source: "browser", groups: { role: "student" } });
    expect(first.context).toMatchObject({ platform: "Web", language: "uk", country: "UA" });
    expect(first.eventTime.getTime()).toBe(1_763_700_000_000);
  });

  it.each([
    ["not JSON", "{oops", 400],
    ["no events", { api_key: "lingora-web-analytics", events: [] }, 400],
    ["a wrong api key", { api_key: "not-our-key", events: [{ event_type: "x", device_id: "device-12345" }] }, 400],
    ["an event with no user or device", { api_key: "lingora-web-analytics", events: [{ event_type: "x" }] }, 400],
    ["an event without a type", { api_key: "lingora-web-analytics", events: [{ device_id: "device-12345" }] }, 400],
  ])("refuses %s with %i and stores nothing", async (_, body, status) => {
    const before = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(analyticsEvents);
    const response = await post(body);
    expect(response.status).toBe(status);
    expect((await response.json()) as { code: number }).toMatchObject({ code: status });
    const after = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(analyticsEvents);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("refuses events holding a NUL character with 400 naming them (the SDK drops them; a 503 would resend them forever)", async () => {
    const device = deviceId();
    const events = [
      { event_type: "fine", device_id: device },
      { event_type: "bad\u0000type", device_id: device },
      { event_type: "fine", device_id: device, event_properties: { note: "a\u0000b" } },
    ];
    const response = await post({ api_key: getConfig().ANALYTICS_API_KEY, events });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, events_with_invalid_fields: { event_type: [1], event_properties: [2] } });
    expect(await getDb().select().from(analyticsEvents).where(eq(analyticsEvents.deviceId, device))).toHaveLength(0);
    // Resent without them, as the SDK does, the rest is stored.
    expect((await post({ api_key: getConfig().ANALYTICS_API_KEY, events: [events[0]] })).status).toBe(200);
  });

  it("refuses an event with an unpaired surrogate, which jsonb cannot store, with 400 naming it (found by the fuzzer)", async () => {
    const device = deviceId();
    const response = await post({
      api_key: getConfig().ANALYTICS_API_KEY,
      events: [
        { event_type: "fine", device_id: device },
        { event_type: "fuzz", device_id: device, event_properties: { a: "\ud800" } },
      ],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ events_with_invalid_fields: { event_properties: [1] } });
    expect(await getDb().select().from(analyticsEvents).where(eq(analyticsEvents.deviceId, device))).toHaveLength(0);
  });

  it("refuses another content type (415) and a body over 1 MB (413)", async () => {
    expect((await post({ api_key: "x", events: [] }, { type: "application/xml" })).status).toBe(415);
    const huge = {
      api_key: getConfig().ANALYTICS_API_KEY,
      events: [{ event_type: "x", device_id: "device-12345", event_properties: { blob: "a".repeat(1_100_000) } }],
    };
    expect((await post(huge)).status).toBe(413);
  });

  it("rate limits one address (429 with Retry-After)", async () => {
    const address = "198.51.100.77";
    const body = { api_key: getConfig().ANALYTICS_API_KEY, events: [{ event_type: "ping", device_id: deviceId() }] };
    // Fixed one-minute windows: within two windows' worth of requests the limit must be hit,
    // even if a window ends in the middle of the loop.
    const limit = getConfig().ANALYTICS_RATE_LIMIT;
    let refused: Response | undefined;
    let accepted = 0;
    for (let i = 0; i < 2 * limit + 2 && !refused; i++) {
      const response = await post(body, { address });
      if (response.status === 429) refused = response;
      else accepted += 1;
    }
    expect(refused?.status).toBe(429);
    expect(accepted).toBeGreaterThanOrEqual(limit);
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("stores server-side events in the same table", async () => {
    expect(await recordServerEvent({ eventType: "purchase_completed", userId: "user-ingest-2", properties: { amount: 9.99 } })).toBe(true);
    const [row] = await getDb().select().from(analyticsEvents).where(eq(analyticsEvents.userId, "user-ingest-2"));
    expect(row).toMatchObject({ eventType: "purchase_completed", source: "server", eventProperties: { amount: 9.99 } });
  });

  it("keeps events in monthly partitions of the time-partitioned table", async () => {
    const partitions = await getDb().execute<{ name: string }>(
      sql`select inhrelid::regclass::text as name from pg_inherits where inhparent = 'analytics_events'::regclass order by 1`,
    );
    // The month the event was received in (not the month now: a month may have begun since).
    const placed = await getDb().execute<{ partition: string; month: string }>(
      sql`select tableoid::regclass::text as partition, to_char(received_at at time zone 'UTC', 'YYYY_MM') as month
          from analytics_events where user_id = 'user-ingest-1' limit 1`,
    );
    const month = placed.rows[0]?.month;
    expect(month).toMatch(/^\d{4}_\d{2}$/);
    expect(partitions.rows.map((r) => r.name)).toEqual(expect.arrayContaining(["analytics_events_default", `analytics_events_${month}`]));
    expect(placed.rows[0]?.partition).toBe(`analytics_events_${month}`);
  });
});
