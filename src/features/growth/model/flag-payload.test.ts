import { GrowthBook } from "@growthbook/growthbook";
import { describe, expect, it } from "vitest";
import { buildFeaturePayload, type StoredRule } from "./flag-payload";
import { defaultFlagValues, FLAG_KEYS } from "./flags";

const rule = (extra: Partial<StoredRule>): StoredRule => ({
  id: "r1",
  flagKey: "daily_goal",
  kind: "force",
  position: 0,
  condition: null,
  value: true,
  experimentKey: null,
  variations: null,
  weights: null,
  coverage: null,
  hashAttribute: null,
  status: "running",
  ...extra,
});

function valueFor(payload: ReturnType<typeof buildFeaturePayload>, key: string, attributes: Record<string, unknown> = {}) {
  const gb = new GrowthBook({ attributes });
  gb.initSync({ payload });
  return gb.getFeatureValue(key, null);
}

describe("flag definitions", () => {
  it("have the spec's defaults", () => {
    const values = defaultFlagValues();
    expect(values.marketing_consent).toBe(true);
    for (const key of FLAG_KEYS.filter((k) => k !== "marketing_consent" && k !== "sandbox")) expect(values[key]).toBe(false);
    expect(FLAG_KEYS).toContain("sandbox");
  });
});

describe("buildFeaturePayload", () => {
  it("uses the code defaults, then overrides", () => {
    const payload = buildFeaturePayload({
      overrides: [
        { flagKey: "new_year_ui", value: true },
        { flagKey: "gone_flag", value: true },
      ],
      rules: [],
    });
    expect(valueFor(payload, "new_year_ui")).toBe(true);
    expect(valueFor(payload, "sticky_header")).toBe(false);
    expect(payload.features).not.toHaveProperty("gone_flag");
  });

  it("applies targeting rules in order, and ignores stopped ones", () => {
    const payload = buildFeaturePayload({
      overrides: [],
      rules: [
        rule({ id: "b", position: 1, condition: { country: "UA" }, value: true }),
        rule({ id: "a", position: 0, condition: { country: "UA", device: "Mobile" }, value: false }),
        rule({ id: "c", position: 2, condition: null, value: true, status: "stopped" }),
      ],
    });
    expect(valueFor(payload, "daily_goal", { country: "UA", device: "Desktop" })).toBe(true);
    expect(valueFor(payload, "daily_goal", { country: "UA", device: "Mobile" })).toBe(false);
    expect(valueFor(payload, "daily_goal", { country: "PL" })).toBe(false);
  });

  it("turns an experiment into a GrowthBook experiment rule hashed on the device id", () => {
    const payload = buildFeaturePayload({
      overrides: [],
      rules: [rule({ kind: "experiment", experimentKey: "goal-test", variations: [false, true], weights: [0.5, 0.5], coverage: 1 })],
    });
    expect(payload.features.daily_goal.rules?.[0]).toMatchObject({
      key: "goal-test",
      variations: [false, true],
      weights: [0.5, 0.5],
      hashAttribute: "device_id",
      fallbackAttribute: "custom_user_id",
      hashVersion: 2,
    });
  });
});
