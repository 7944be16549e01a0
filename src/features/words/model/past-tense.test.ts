import { describe, expect, it } from "vitest";
import { regularPast } from "./past-tense";

describe("regular past tense", () => {
  it.each([
    ["like", undefined, "liked", "add-d"],
    ["agree", undefined, "agreed", "add-d"],
    ["study", undefined, "studied", "y-to-ied"],
    ["cry", undefined, "cried", "y-to-ied"],
    ["play", undefined, "played", "add-ed"],
    ["stop", undefined, "stopped", "double-consonant"],
    ["plan", undefined, "planned", "double-consonant"],
    ["prefer", true, "preferred", "double-consonant"],
    ["admit", true, "admitted", "double-consonant"],
    ["equip", true, "equipped", "double-consonant"],
    ["visit", false, "visited", "add-ed"],
    ["open", false, "opened", "add-ed"],
    ["offer", false, "offered", "add-ed"],
    ["visit", undefined, "visited", "add-ed"],
    ["fix", undefined, "fixed", "add-ed"],
    ["snow", undefined, "snowed", "add-ed"],
    ["rain", undefined, "rained", "add-ed"],
    ["walk", undefined, "walked", "add-ed"],
    ["panic", false, "panicked", "add-k"],
    ["appear", true, "appeared", "add-ed"],
  ] as const)("%s (final stress %s) → %s", (verb, stressed, past, rule) => {
    expect(regularPast(verb, stressed)).toEqual({ past, rule });
  });
});
