import { describe, expect, it } from "vitest";
import type { LemmaSynsets, WordnetData } from "./load-wordnet";
import { resolveLemma } from "./resolve-lemma";

const wordnetOf = (lemmas: string[]): WordnetData => ({
  index: new Map(lemmas.map((lemma, i): [string, LemmaSynsets] => [lemma, { noun: [i] }])),
  data: {} as WordnetData["data"],
});

describe("resolveLemma", () => {
  it("finds a lemma as written, with underscores, or mixing hyphens and underscores", () => {
    const wordnet = wordnetOf(["well-known", "ice_cream", "albers-schonberg_disease", "12-tone_music", "be-all_and_end-all"]);
    expect(resolveLemma(wordnet, "well-known")?.lemma).toBe("well-known");
    expect(resolveLemma(wordnet, "ice-cream")?.lemma).toBe("ice_cream");
    expect(resolveLemma(wordnet, "albers-schonberg-disease")).toEqual({ lemma: "albers-schonberg_disease", synsets: { noun: [2] } });
    expect(resolveLemma(wordnet, "12-tone-music")?.lemma).toBe("12-tone_music");
    expect(resolveLemma(wordnet, "be-all-and-end-all")?.lemma).toBe("be-all_and_end-all");
    expect(resolveLemma(wordnet, "albers-schonberg")).toBeUndefined();
    expect(resolveLemma(wordnet, "albers_schonberg-disease")).toBeUndefined();
  });

  it("resolves a slug that several lemmas share to the same one, whatever their order", () => {
    const lemmas = ["ad_lib", "ad-lib", "x_y-z", "x-y_z", "p-q_r", "p_q_r"];
    for (const order of [lemmas, [...lemmas].reverse()]) {
      const wordnet = wordnetOf(order);
      expect(resolveLemma(wordnet, "ad-lib")?.lemma).toBe("ad-lib");
      expect(resolveLemma(wordnet, "x-y-z")?.lemma).toBe("x-y_z");
      expect(resolveLemma(wordnet, "p-q-r")?.lemma).toBe("p_q_r");
    }
  });
});
