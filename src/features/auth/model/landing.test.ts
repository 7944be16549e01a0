import { describe, expect, it } from "vitest";
import { afterSignInPath, landingPath } from "./landing";

describe("after sign-in", () => {
  it("lands on the learner's plan in their locale when no return path is given", () => {
    expect(afterSignInPath(null, "uk")).toBe("/uk/my-plan");
    expect(afterSignInPath(undefined, "en")).toBe(landingPath("en"));
    expect(afterSignInPath("", "es-419")).toBe("/es-419/my-plan");
  });

  it("keeps an explicit safe return path", () => {
    expect(afterSignInPath("/en/profile/payments-subscriptions/choose?plan=x#x", "en")).toBe(
      "/en/profile/payments-subscriptions/choose?plan=x#x",
    );
    expect(afterSignInPath("http://localhost:3100/en/course", "en", "http://localhost:3100")).toBe("/en/course");
  });

  it("refuses another site and lands on the plan instead", () => {
    for (const next of ["//evil.example", "https://evil.example/en", "/\\evil.example", "javascript:alert(1)"])
      expect(afterSignInPath(next, "en"), next).toBe("/en/my-plan");
  });
});
