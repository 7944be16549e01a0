import { afterEach, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { markDatabaseUp, noteDatabaseFailure } from "@/lib/db/availability";
import { GET } from "./route";

const down = () =>
  noteDatabaseFailure(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }), () => new Promise(() => undefined));
const params = (locale: string) => ({ params: Promise.resolve({ locale }) });

afterEach(() => markDatabaseUp());

describe("pages while the database is down", () => {
  it("the proxy sends every page to the unavailable page, and stops once the database is back", () => {
    down();
    const rewritten = proxy(new NextRequest("http://localhost:3000/uk/admin"));
    expect(new URL(rewritten.headers.get("x-middleware-rewrite")!).pathname).toBe("/uk/unavailable");
    markDatabaseUp();
    expect(proxy(new NextRequest("http://localhost:3000/uk/admin")).headers.get("x-middleware-rewrite")).toBeNull();
  });

  it("answers 503 with Retry-After, translated, with a retry", async () => {
    down();
    const response = await GET(new Request("http://localhost:3000/uk/unavailable"), params("uk"));
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('lang="uk"');
    expect(html).toContain("Lingora тимчасово недоступна");
    expect(html).toContain("Ваші дані в безпеці");
    expect(html).toContain("Спробувати ще раз");
  });

  it("leads home when opened directly while the database is up", async () => {
    const response = await GET(new Request("http://localhost:3000/fr/unavailable"), params("fr"));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost:3000/fr");
  });
});
