import { describe, expect, it } from "vitest";
import { checkJsonText, findNulStrings, nulFields } from "./json-body";

describe("checkJsonText", () => {
  it("parses JSON and finds every NUL character, in values and keys, with its path", () => {
    expect(checkJsonText('{"a":"fine","b":[1,"x"]}')).toEqual({ ok: true, value: { a: "fine", b: [1, "x"] } });
    expect(checkJsonText("{oops")).toEqual({ ok: false, reason: "not_json" });
    expect(checkJsonText('{"name":"A\\u0000da","list":["ok","\\u0000"],"k\\u0000":1}')).toEqual({
      ok: false,
      reason: "nul",
      paths: [["name"], ["list", 1], ["k\u0000"]],
    });
    expect(checkJsonText('"\\u0000"')).toEqual({ ok: false, reason: "nul", paths: [[]] });
  });

  it("refuses unpaired surrogates, which PostgreSQL's jsonb cannot store, and keeps paired ones", () => {
    expect(checkJsonText('{"a":"\\ud800"}')).toEqual({ ok: false, reason: "nul", paths: [["a"]] });
    expect(checkJsonText('{"a":"x\\udc00"}')).toEqual({ ok: false, reason: "nul", paths: [["a"]] });
    expect(checkJsonText('{"\\udbff":1}')).toEqual({ ok: false, reason: "nul", paths: [["\udbff"]] });
    expect(checkJsonText('{"a":"\\ud83d\\ude00 ok"}')).toEqual({ ok: true, value: { a: "😀 ok" } });
  });

  it("stops after a bounded number of paths and names fields the way our 400 answers do", () => {
    expect(
      findNulStrings(
        Array.from({ length: 50 }, () => "\u0000"),
        5,
      ),
    ).toHaveLength(5);
    expect(nulFields("json", [["display_name"], ["a", 0]])).toEqual({
      "json.display_name": expect.stringContaining("NUL"),
      "json.a.0": expect.stringContaining("NUL"),
    });
  });
});
