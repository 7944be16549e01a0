import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages } from "@db/schema";
import { POST } from "@/app/api/[...path]/route";
import { getDb } from "@/lib/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";

const valid = { name: "Ada Learner", email: "ada@example.com", topic: "courses", message: "How long is a group lesson?" };

function post(body: unknown, options: { address?: string; contentType?: string; raw?: string } = {}) {
  return POST(
    new Request("http://localhost/api/contact-messages", {
      method: "POST",
      headers: {
        "content-type": options.contentType ?? "application/json",
        [CLIENT_ADDRESS_HEADER]: options.address ?? `198.51.100.${Math.floor(Math.random() * 250)}`,
        "x-lingora-locale": "uk",
      },
      body: options.raw ?? JSON.stringify(body),
    }),
  );
}

describe("POST /api/contact-messages", () => {
  it("stores a valid message with its locale", async () => {
    const response = await post(valid, { address: "203.0.113.1" });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ ...valid, locale: "uk", ownerId: null });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("rejects invalid input with per-field message ids and stores nothing", async () => {
    const before = await getDb().$count(contactMessages);
    const response = await post({ ...valid, email: "nope", message: "hi" }, { address: "203.0.113.2" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.fields).toEqual({ email: "emailInvalid", message: "messageTooShort" });
    expect(await getDb().$count(contactMessages)).toBe(before);
  });

  it("answers a filled honeypot like success but stores nothing", async () => {
    const before = await getDb().$count(contactMessages);
    const response = await post({ ...valid, website: "http://spam.example" }, { address: "203.0.113.3" });
    expect(response.status).toBe(201);
    expect(await getDb().$count(contactMessages)).toBe(before);
  });

  it("rejects a non-JSON content type, malformed JSON and oversized bodies", async () => {
    expect((await post(valid, { contentType: "text/plain" })).status).toBe(415);
    expect((await post(null, { raw: "{not json" })).status).toBe(400);
    expect((await post({ ...valid, message: "x".repeat(70 * 1024) })).status).toBe(413);
  });

  it("refuses a cross-site POST", async () => {
    const response = await POST(
      new Request("http://localhost/api/contact-messages", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://evil.example" },
        body: JSON.stringify(valid),
      }),
    );
    expect(response.status).toBe(403);
  });

  it("rate limits per client address, in PostgreSQL", async () => {
    const address = "203.0.113.99";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(valid, { address })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post(valid, { address });
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await post(valid, { address: "203.0.113.100" })).status).toBe(201);
  });

  it("does not count a submission refused for its fields against the limit", async () => {
    const address = "203.0.113.101";
    for (let i = 0; i < 6; i += 1) expect((await post({ ...valid, email: "not-an-email" }, { address })).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post(valid, { address })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
  });
});
