import { describe, expect, it } from "vitest";
import en from "../../../../messages/en.json";
import { labelsOf, marginText } from "./labels";

describe("the result's margin", () => {
  const labels = labelsOf(en.levelTest);

  it("names both levels when they differ", () => {
    expect(marginText(labels, ["A2", "B1"], 17)).toBe("Most likely between A2 and B1, from 17 answers.");
  });

  it("names one level once when both ends are the same (not 'between A1 and A1')", () => {
    expect(marginText(labels, ["A1", "A1"], 12)).toBe("Most likely A1, from 12 answers.");
  });
});
