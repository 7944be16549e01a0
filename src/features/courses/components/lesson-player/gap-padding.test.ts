import { describe, expect, it } from "vitest";
import { gapPadding } from "./gap-padding";

describe("a filled gap's padding", () => {
  it("pads only the sides that touch a space or an end, never inside punctuation", () => {
    expect(gapPadding("Hello! I ", " Anna.")).toBe("pl-1 pr-1");
    expect(gapPadding("", ", we heard a scream.")).toBe("pl-1");
    expect(gapPadding("Entras en un hotel y dices: «¡", "!»")).toBe("");
    expect(gapPadding("I've bought the tickets, but I haven't packed my bag ", ".")).toBe("pl-1");
  });
});
