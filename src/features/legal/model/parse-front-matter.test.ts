import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "./parse-front-matter";

describe("parseFrontMatter", () => {
  it("reads key: value pairs and returns the body", () => {
    const doc = parseFrontMatter('---\ntitle: Refund Policy\nupdated: 2026-11-21\nsummary: "A: B"\n---\n\n## Hello\n');
    expect(doc.attributes).toEqual({ title: "Refund Policy", updated: "2026-11-21", summary: "A: B" });
    expect(doc.body.trim()).toBe("## Hello");
  });
  it("returns the whole text when there is no front matter", () => {
    expect(parseFrontMatter("## Only body").body).toBe("## Only body");
  });
});
