import { describe, expect, it } from "vitest";
import { buildExperimentAttributes } from "./attributes";

describe("buildExperimentAttributes", () => {
  it("fills the spec's defaults for an unknown visitor", () => {
    expect(buildExperimentAttributes({})).toEqual({
      custom_user_id: "",
      country: "",
      utm_source: "organic",
      device: "",
      platform: "web",
      device_id: "",
      email: "",
      self_learning_premium_access: false,
      user_created_date: "",
      completed_first_lesson: false,
      ff_experiments_involved: "",
    });
  });

  it("takes a registered user's id, email and creation date", () => {
    const attributes = buildExperimentAttributes({
      user: { id: "u1", email: "ann@example.com", isAnonymous: false, createdAt: new Date("2026-01-02T03:04:05Z") },
      countryCode: "UA",
      utmSource: "newsletter",
      device: "Mobile",
      deviceId: "0b6f4d1e-1111-4222-8333-944455556666",
      hasSelfLearningPremium: true,
      hasCompletedFirstLesson: true,
      experimentsInvolved: "a,b,a",
    });
    expect(attributes).toMatchObject({
      custom_user_id: "u1",
      email: "ann@example.com",
      user_created_date: "2026-01-02T03:04:05.000Z",
      country: "UA",
      utm_source: "newsletter",
      device: "Mobile",
      device_id: "0b6f4d1e-1111-4222-8333-944455556666",
      self_learning_premium_access: true,
      completed_first_lesson: true,
      ff_experiments_involved: "a,b",
    });
  });

  it("never sends an anonymous account's placeholder email, and drops malformed values", () => {
    const attributes = buildExperimentAttributes({
      user: { id: "anon", email: "x@anonymous.lingora.invalid", isAnonymous: true, createdAt: "not a date" },
      countryCode: "ukraine",
      deviceId: "bad id with spaces",
      utmSource: "   ",
    });
    expect(attributes.email).toBe("");
    expect(attributes.custom_user_id).toBe("anon");
    expect(attributes.user_created_date).toBe("");
    expect(attributes.country).toBe("");
    expect(attributes.device_id).toBe("");
    expect(attributes.utm_source).toBe("organic");
  });
});
