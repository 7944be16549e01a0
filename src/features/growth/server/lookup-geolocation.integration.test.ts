import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/[...path]/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";

const lookup = async (address: string) =>
  (await GET(new Request("http://localhost/api/geolocation", { headers: { [CLIENT_ADDRESS_HEADER]: address } }))).json();

describe("GET /api/geolocation (DB-IP Lite, offline)", () => {
  it.each([
    ["8.8.8.8", "US", "United States"],
    ["81.2.69.160", "GB", "United Kingdom"],
    ["::ffff:1.1.1.1", "AU", "Australia"],
  ])("%s → %s", async (address, countryCode, country) => {
    expect(await lookup(address)).toMatchObject({ status: "success", countryCode, country, city: "", timezone: "" });
  });

  it.each(["127.0.0.1", "192.168.1.20", "::1", "unknown"])("%s → status fail with a message", async (address) => {
    const body = await lookup(address);
    expect(body.status).toBe("fail");
    expect(body.message).toBeTruthy();
  });
});
