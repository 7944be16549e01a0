import { describe, expect, it } from "vitest";
import { businessLeadFieldErrors, businessLeadMessage, businessLeadSchema } from "./business-lead-schema";

const valid = { name: "Olena", email: "olena@acme.example", company: "Acme", teamSize: "11-50", message: "Weekly meetings in English." };

describe("businessLeadSchema", () => {
  it("accepts a lead, the message optional", () => {
    expect(businessLeadSchema.parse(valid)).toMatchObject({ company: "Acme", teamSize: "11-50" });
    expect(businessLeadSchema.parse({ ...valid, message: undefined }).message).toBe("");
  });

  it("names each field's first problem by message id", () => {
    const result = businessLeadSchema.safeParse({ ...valid, email: "nope", company: " ", teamSize: "1000", message: "x".repeat(2001) });
    expect(result.success).toBe(false);
    expect(businessLeadFieldErrors(result.error!)).toEqual({
      email: "emailInvalid",
      company: "companyRequired",
      teamSize: "teamSizeRequired",
      message: "messageTooLong",
    });
  });

  it("stores the company and team size in the message the person answering reads", () => {
    expect(businessLeadMessage({ company: "Acme", teamSize: "201+", message: "" })).toBe("Company: Acme\nTeam size: 201+");
    expect(businessLeadMessage({ company: "Acme", teamSize: "1-10", message: "Hi" })).toBe("Company: Acme\nTeam size: 1-10\n\nHi");
  });
});
