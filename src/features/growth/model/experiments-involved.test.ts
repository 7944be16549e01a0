import { describe, expect, it } from "vitest";
import { addExperimentInvolved, parseExperimentsInvolved } from "./experiments-involved";

describe("ff_experiments_involved", () => {
  it("adds each key once, in order", () => {
    let value = addExperimentInvolved("", "a");
    value = addExperimentInvolved(value, "b");
    value = addExperimentInvolved(value, "a");
    expect(value).toBe("a,b");
  });

  it("drops malformed keys", () => {
    expect(parseExperimentsInvolved(" a, ,b<script>,c ")).toEqual(["a", "c"]);
    expect(addExperimentInvolved("a", "bad key")).toBe("a");
  });
});
