import { describe, expect, it } from "vitest";
import { applicationSchema, applicationFieldErrors } from "./application";
import { canApply, decide } from "./decision";

describe("decide", () => {
  it.each([
    ["PENDING", "approve", { ok: true, status: "APPROVED", freeForUkraine: true }],
    ["PENDING", "reject", { ok: true, status: "REJECTED", freeForUkraine: false }],
    ["APPROVED", "approve", { ok: false, refusal: "already_decided" }],
    ["APPROVED", "reject", { ok: false, refusal: "already_decided" }],
    ["REJECTED", "approve", { ok: false, refusal: "already_decided" }],
    ["REJECTED", "reject", { ok: false, refusal: "already_decided" }],
  ] as const)("%s + %s", (status, decision, expected) => {
    expect(decide(status, decision)).toEqual(expected);
  });
});

describe("canApply", () => {
  it.each([
    [null, true, { open: true }],
    [null, false, { open: false, reason: "closed" }],
    ["REJECTED", true, { open: true }],
    ["REJECTED", false, { open: false, reason: "closed" }],
    ["PENDING", true, { open: false, reason: "pending" }],
    ["PENDING", false, { open: false, reason: "pending" }],
    ["APPROVED", true, { open: false, reason: "approved" }],
    ["APPROVED", false, { open: false, reason: "approved" }],
  ] as const)("latest %s, programme open %s", (latest, open, expected) => {
    expect(canApply(latest, open)).toEqual(expected);
  });

  it.each([
    [null, true, { open: false, reason: "member" }],
    [null, false, { open: false, reason: "member" }],
    ["REJECTED", true, { open: false, reason: "member" }],
    ["PENDING", true, { open: false, reason: "pending" }],
    ["APPROVED", true, { open: false, reason: "approved" }],
  ] as const)("latest %s, programme open %s, the profile already has free_for_ukraine", (latest, open, expected) => {
    expect(canApply(latest, open, true)).toEqual(expected);
  });
});

describe("applicationSchema", () => {
  const valid = { situation: "displaced_abroad", city: " Kraków ", country: "Poland", note: "", consent: "on" };

  it("accepts a complete declaration and trims it", () => {
    expect(applicationSchema.parse(valid)).toEqual({ ...valid, city: "Kraków" });
  });

  it.each([
    [{ situation: "tourist" }, "situation", "situationRequired"],
    [{ city: "   " }, "city", "cityRequired"],
    [{ country: "x".repeat(81) }, "country", "countryTooLong"],
    [{ note: "x".repeat(1001) }, "note", "noteTooLong"],
    [{ note: "bell\u0007" }, "note", "invalidText"],
    [{ consent: undefined }, "consent", "consentRequired"],
  ] as const)("refuses %o with %s: %s", (change, field, message) => {
    const result = applicationSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(applicationFieldErrors(result.error!)).toEqual({ [field]: message });
  });
});
