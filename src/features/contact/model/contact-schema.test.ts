import { describe, expect, it } from "vitest";
import { contactFieldErrors, contactMessageSchema } from "./contact-schema";

const valid = { name: "Ada", email: "ada@example.com", topic: "billing", message: "Please help with my invoice." };

describe("contactMessageSchema", () => {
  it("accepts a valid message and trims it", () => {
    const result = contactMessageSchema.parse({ ...valid, name: "  Ada  " });
    expect(result.name).toBe("Ada");
    expect(result.website).toBe("");
  });
  it.each([
    [{ name: "" }, "name", "nameRequired"],
    [{ name: "x".repeat(101) }, "name", "nameTooLong"],
    [{ email: "" }, "email", "emailRequired"],
    [{ email: "not-an-email" }, "email", "emailInvalid"],
    [{ topic: "" }, "topic", "topicRequired"],
    [{ topic: "spam" }, "topic", "topicRequired"],
    [{ message: "   " }, "message", "messageRequired"],
    [{ message: "short" }, "message", "messageTooShort"],
    [{ message: "x".repeat(5001) }, "message", "messageTooLong"],
  ])("%j gives %s: %s", (override, field, messageId) => {
    const result = contactMessageSchema.safeParse({ ...valid, ...override });
    expect(result.success).toBe(false);
    if (!result.success) expect(contactFieldErrors(result.error)).toEqual({ [field]: messageId });
  });
});
