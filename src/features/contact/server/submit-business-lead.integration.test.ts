import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages } from "@db/schema";
import { POST } from "@/app/api/[...path]/route";
import { getDb } from "@/lib/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";

const valid = {
  name: "Olena Lead",
  email: "olena@acme.example",
  company: "Acme",
  teamSize: "51-200",
  message: "Sales team, B1 on average.",
};

function post(body: unknown, address: string) {
  return POST(
    new Request("http://localhost/api/business-leads", {
      method: "POST",
      headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: address, "x-lingora-locale": "pl" },
      body: JSON.stringify(body),
    }),
  );
}

describe("POST /api/business-leads", () => {
  it("stores a lead as a contact message with the topic business", async () => {
    const response = await post(valid, "203.0.113.41");
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: "Olena Lead",
      email: "olena@acme.example",
      topic: "business",
      message: "Company: Acme\nTeam size: 51-200\n\nSales team, B1 on average.",
      locale: "pl",
    });
  });

  it("answers bad input with field ids and stores nothing; a filled honeypot stores nothing either", async () => {
    const before = await getDb().$count(contactMessages);
    const refused = await post({ ...valid, company: "", teamSize: "huge" }, "203.0.113.42");
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({ company: "companyRequired", teamSize: "teamSizeRequired" });
    expect((await post({ ...valid, website: "http://spam.example" }, "203.0.113.43")).status).toBe(201);
    expect(await getDb().$count(contactMessages)).toBe(before);
  });

  it("shares the contact form's limit per client address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(valid, "203.0.113.44")).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
