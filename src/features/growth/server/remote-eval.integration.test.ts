import { GrowthBook, setPolyfills, configureCache, clearCache } from "@growthbook/growthbook";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { featureFlagOverrides, featureFlagRules, products } from "@db/schema";
import { POST as evalRoute } from "@/app/api/[...path]/route";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { ORIGIN } from "../../../../tests/support/identity-client";
import { registeredAccount } from "../../../../tests/support/accounts";
import { addForceRule, clearFlagOverride, setFlagOverride, startExperiment, stopExperiment } from "./manage-flags";
import { invalidateFlagPayload } from "./load-flag-payload";

// The real GrowthBook SDK, in remote-evaluation mode, talking to our route handler in-process.
beforeAll(() => {
  setPolyfills({
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      return evalRoute(new Request(url, init));
    },
  });
  configureCache({ disableCache: true, backgroundSync: false });
});

afterAll(() => setPolyfills({ fetch: globalThis.fetch.bind(globalThis) }));

beforeEach(async () => {
  await getDb().delete(featureFlagRules);
  await getDb().delete(featureFlagOverrides);
  invalidateFlagPayload();
  await clearCache();
});

async function sdkFor(attributes: Record<string, unknown>, headers: Record<string, string> = {}) {
  const gb = new GrowthBook({
    apiHost: `${ORIGIN}/api/growth`,
    clientKey: getConfig().GROWTHBOOK_CLIENT_KEY,
    remoteEval: true,
    attributes: { platform: "web", ...attributes },
    apiHostRequestHeaders: headers,
  });
  const result = await gb.init({ timeout: 5000 });
  expect(result.success).toBe(true);
  return gb;
}

const deviceId = (index: number) => `device-${String(index).padStart(6, "0")}-test`;

describe("remote evaluation with the GrowthBook SDK", () => {
  it("answers the code defaults", async () => {
    const gb = await sdkFor({ device_id: deviceId(1) });
    expect(gb.isOn("marketing_consent")).toBe(true);
    expect(gb.isOn("new_year_ui")).toBe(false);
    expect(gb.getFeatureValue("sandbox", "")).toBe("control");
  });

  it("gives the same variation to the same device every time, and the configured split over many devices", async () => {
    await startExperiment(
      { flagKey: "sandbox", experimentKey: "sandbox-split", variations: ["control", "treatment"], weights: [0.3, 0.7] },
      "test",
    );
    const seen: Record<string, string> = {};
    for (let i = 0; i < 5; i++) {
      const gb = await sdkFor({ device_id: deviceId(7) });
      seen[i] = gb.getFeatureValue("sandbox", "");
    }
    expect(new Set(Object.values(seen)).size).toBe(1);

    const N = 1500;
    let treatment = 0;
    for (let i = 0; i < N; i++) {
      const gb = await sdkFor({ device_id: deviceId(i) });
      if (gb.getFeatureValue("sandbox", "") === "treatment") treatment += 1;
    }
    // Binomial(1500, 0.7): mean 1050, sd ≈ 17.7. ±5 sd fails a correct split about once in 3.5 million runs.
    expect(Math.abs(treatment - N * 0.7)).toBeLessThan(5 * Math.sqrt(N * 0.7 * 0.3));
  });

  it("reports the exposure to the SDK's tracking callback, and a stopped experiment ends it", async () => {
    await startExperiment({ flagKey: "sticky_header", experimentKey: "sticky-test", variations: [false, true] }, "test");
    const exposures: string[] = [];
    const gb = new GrowthBook({
      apiHost: `${ORIGIN}/api/growth`,
      clientKey: getConfig().GROWTHBOOK_CLIENT_KEY,
      remoteEval: true,
      attributes: { device_id: deviceId(3) },
      trackingCallback: (experiment) => void exposures.push(experiment.key),
    });
    await gb.init({ timeout: 5000 });
    gb.isOn("sticky_header");
    expect(exposures).toEqual(["sticky-test"]);

    await stopExperiment("sticky-test");
    const after = await sdkFor({ device_id: deviceId(3) });
    expect(after.isOn("sticky_header")).toBe(false);
    expect(after.getFeatures().sticky_header?.rules ?? []).toEqual([]);
  });

  it("applies overrides and targeting rules, with the country taken from the client address", async () => {
    await setFlagOverride({ flagKey: "new_year_ui", value: true }, "test");
    await addForceRule({ flagKey: "free_for_ukraine", condition: { country: "UA" }, value: true }, "test");
    await addForceRule({ flagKey: "daily_goal", condition: { device: "Mobile" }, value: true }, "test");

    const fromUkraine = await sdkFor({ device_id: deviceId(1), country: "PL" }, { [CLIENT_ADDRESS_HEADER]: "176.36.0.1" });
    expect(fromUkraine.getAttributes().country).toBe("PL"); // what the browser claimed…
    expect(fromUkraine.isOn("free_for_ukraine")).toBe(true); // …is not what the server used
    expect(fromUkraine.isOn("new_year_ui")).toBe(true);

    const fromGermany = await sdkFor({ device_id: deviceId(1), country: "UA" }, { [CLIENT_ADDRESS_HEADER]: "5.9.0.1" });
    expect(fromGermany.isOn("free_for_ukraine")).toBe(false);

    expect((await sdkFor({ device: "Mobile" })).isOn("daily_goal")).toBe(true);
    expect((await sdkFor({ device: "Desktop" })).isOn("daily_goal")).toBe(false);

    await clearFlagOverride("new_year_ui");
    expect((await sdkFor({})).isOn("new_year_ui")).toBe(false);
  });

  it("takes who the user is from the session, not from the attributes sent", async () => {
    const account = await registeredAccount();
    await addForceRule({ flagKey: "post_purchase_flow", condition: { email: account.email }, value: true }, "test");
    const signedIn = await sdkFor({ email: "someone@else.example" }, { cookie: account.browser.cookieHeader() });
    expect(signedIn.isOn("post_purchase_flow")).toBe(true);
    const claiming = await sdkFor({ email: account.email, custom_user_id: account.userId });
    expect(claiming.isOn("post_purchase_flow")).toBe(false);
  });

  it("targets courses premium through self_learning_premium_access", async () => {
    const account = await registeredAccount();
    await addForceRule({ flagKey: "daily_goal", condition: { self_learning_premium_access: true }, value: true }, "test");
    const before = await sdkFor({ self_learning_premium_access: true }, { cookie: account.browser.cookieHeader() });
    expect(before.isOn("daily_goal")).toBe(false);
    await getDb()
      .insert(products)
      .values({ ownerId: account.userId, category: "self study", type: "subscription", status: "ok", trial: false, source: "test" });
    const after = await sdkFor({}, { cookie: account.browser.cookieHeader() });
    expect(after.isOn("daily_goal")).toBe(true);
  });

  it("refuses bad input: unknown client key 404, not JSON 400, wrong type 415", async () => {
    const post = (key: string, body: string, type = "application/json") =>
      evalRoute(new Request(`${ORIGIN}/api/growth/api/eval/${key}`, { method: "POST", headers: { "content-type": type }, body }));
    expect((await post("nope", "{}")).status).toBe(404);
    expect((await post(getConfig().GROWTHBOOK_CLIENT_KEY, "{not json")).status).toBe(400);
    expect((await post(getConfig().GROWTHBOOK_CLIENT_KEY, '{"attributes":[1]}')).status).toBe(400);
    expect((await post(getConfig().GROWTHBOOK_CLIENT_KEY, "{}", "text/plain")).status).toBe(415);
  });

  it("refuses flag changes the code does not allow", async () => {
    await expect(setFlagOverride({ flagKey: "no_such_flag", value: true }, "test")).rejects.toThrow(/unknown flag/);
    await expect(setFlagOverride({ flagKey: "new_year_ui", value: "yes" }, "test")).rejects.toThrow(/boolean/);
    await expect(
      startExperiment({ flagKey: "sandbox", experimentKey: "w", variations: ["a", "b"], weights: [0.5, 0.6] }, "test"),
    ).rejects.toThrow();
    await startExperiment({ flagKey: "sandbox", experimentKey: "once", variations: ["a", "b"] }, "test");
    await expect(startExperiment({ flagKey: "sandbox", experimentKey: "once", variations: ["a", "b"] }, "test")).rejects.toThrow(
      /never reused/,
    );
  });
});
