import { describe, expect, it } from "vitest";
import { compareCatalogues, flattenKeys, mergeMessages } from "./merge-messages";

describe("mergeMessages", () => {
  const en = { nav: { home: "Home", contact: "Contact" }, errors: { oops: "Something went wrong." } };
  const es = { nav: { home: "Inicio", contact: "Contacto" } };
  const es419 = { nav: { home: "Inicio (LatAm)" } };

  it("fills missing keys one by one from later catalogues", () => {
    expect(mergeMessages(es419, es, en)).toEqual({
      nav: { home: "Inicio (LatAm)", contact: "Contacto" },
      errors: { oops: "Something went wrong." },
    });
  });
  it("skips a catalogue that failed to load", () => {
    expect(mergeMessages(undefined, en)).toEqual(en);
  });
  it("does not mutate its inputs", () => {
    const copy = structuredClone(es);
    mergeMessages(es, en);
    expect(es).toEqual(copy);
  });
  it("never lets a string replace a namespace or the reverse", () => {
    expect(mergeMessages({ nav: "broken" }, en)).toEqual({ nav: "broken", errors: en.errors });
  });
});

describe("compareCatalogues", () => {
  it("reports missing and extra keys", () => {
    const result = compareCatalogues({ a: { b: "x", c: "y" }, d: "z" }, { a: { b: "x", e: "q" }, d: "z" });
    expect(result).toEqual({ missing: ["a.c"], extra: ["a.e"] });
  });
  it("flattens nested keys", () => {
    expect(flattenKeys({ a: { b: { c: "1" } }, d: "2" })).toEqual(["a.b.c", "d"]);
  });
});
