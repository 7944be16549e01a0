import { describe, expect, it } from "vitest";
import { punctuateTiles } from "./punctuate-tiles";

describe("punctuating built tiles", () => {
  it("puts the answer's commas, end marks and opening marks back around the learner's tiles", () => {
    expect(punctuateTiles("My name is Maria.", ["My", "name", "is", "Maria"])).toEqual(["My", "name", "is", "Maria."]);
    expect(punctuateTiles("Hello, I'm Tom.", ["Hello", "I'm", "Tom"])).toEqual(["Hello,", "I'm", "Tom."]);
    expect(punctuateTiles("¿Cómo te llamas?", ["Cómo", "te", "llamas"])).toEqual(["¿Cómo", "te", "llamas?"]);
    expect(punctuateTiles('"Wait!" – she said.', ["Wait", "she", "said"])).toEqual(['"Wait!" –', "she", "said."]);
  });

  it("keeps a tile of several words and forgives case, and says null when the tiles are not the answer in order", () => {
    expect(punctuateTiles("Thank you, Anna!", ["thank you", "Anna"])).toEqual(["thank you,", "Anna!"]);
    expect(punctuateTiles("My name is Maria.", ["name", "My", "is", "Maria"])).toBeNull();
    expect(punctuateTiles("This is an island.", ["This", "is", "an", "is"])).toBeNull();
    expect(punctuateTiles("My name is Maria.", ["My", "name", "is"])).toBeNull();
    expect(punctuateTiles("My name is Maria.", [])).toBeNull();
  });
});
