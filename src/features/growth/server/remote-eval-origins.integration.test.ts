import { describe, expect, it } from "vitest";
import { getConfig } from "@/lib/config";
import { POST } from "@/app/api/[...path]/route";

// The tests' config: PORT 3000, PUBLIC_ORIGIN http://localhost:3000, APP_ENV development.
function evaluate(origin: string) {
  const clientKey = getConfig().GROWTHBOOK_CLIENT_KEY;
  const request = new Request(`http://localhost:3000/api/growth/api/eval/${clientKey}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({
      attributes: { platform: "web", device_id: "device-000001-test" },
      forcedVariations: {},
      forcedFeatures: [],
      url: "",
    }),
  });
  return POST(request);
}

describe("flag evaluation from this machine's other names", () => {
  it.each(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"])("answers a page opened at %s", async (origin) => {
    const response = await evaluate(origin);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty("features");
  });

  it.each(["http://evil.example", "http://127.0.0.1:4000"])("still refuses a page of %s", async (origin) => {
    expect((await evaluate(origin)).status).toBe(403);
  });
});
