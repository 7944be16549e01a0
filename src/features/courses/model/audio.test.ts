import { describe, expect, it } from "vitest";
import { audioKey, audioUrl, spokenText } from "./audio";

describe("audio addresses", () => {
  it("names a text by 16 hex digits, the same for the same spoken text", () => {
    expect(audioKey("How are you?")).toMatch(/^[0-9a-f]{16}$/);
    expect(audioKey("How  are you? ")).toBe(audioKey("How are you?"));
    expect(audioKey("Cafe\u0301")).toBe(audioKey("Café"));
    expect(audioKey("How are you?")).not.toBe(audioKey("How old are you?"));
  });

  it("builds the normal and slow addresses", () => {
    const key = audioKey("Hola");
    expect(audioUrl("es", "Hola")).toBe(`/api/courses/audio/es/${key}.wav`);
    expect(audioUrl("es", "Hola", "slow")).toBe(`/api/courses/audio/es/${key}.wav?speed=slow`);
  });

  it("speaks the text with its spaces collapsed", () => {
    expect(spokenText("  Good\nmorning ")).toBe("Good morning");
  });
});
