import { mkdtempSync, readFileSync, writeFileSync, copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LEVELS } from "@/features/courses";
import { bankCoverage, SKILLS } from "../model/item-bank";
import { readItemBank } from "./load-bank";

const contentDir = path.join(process.cwd(), "content/level-test");

/** A copy of the bank in a temporary folder with the B1 file changed by `edit`. */
function bankWith(edit: (b1: { items: Record<string, unknown>[] }) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), "level-test-bank-"));
  for (const name of ["a1.json", "a2.json", "b2.json", "c1.json", "cefrj-levels.json"])
    copyFileSync(path.join(contentDir, name), path.join(root, name));
  const b1 = JSON.parse(readFileSync(path.join(contentDir, "b1.json"), "utf8")) as { items: Record<string, unknown>[] };
  edit(b1);
  writeFileSync(path.join(root, "b1.json"), JSON.stringify(b1));
  return root;
}

describe("content/level-test (the item bank)", () => {
  it("is valid, has at least 80 items, and every level has items of every skill", () => {
    const result = readItemBank();
    expect(result.ok ? [] : result.errors).toEqual([]);
    if (!result.ok) return;
    expect(result.items.length).toBeGreaterThanOrEqual(80);
    const coverage = bankCoverage(result.items);
    for (const level of LEVELS) for (const skill of SKILLS) expect(coverage[level][skill], `${level} ${skill}`).toBeGreaterThanOrEqual(3);
  });

  it("seeds each item's difficulty near its level (discrimination 1)", () => {
    const result = readItemBank();
    if (!result.ok) throw new Error(result.errors.join("\n"));
    const base = { A1: -2, A2: -1, B1: 0, B2: 1, C1: 2 } as const;
    for (const item of result.items) {
      expect(item.a).toBe(1);
      expect(Math.abs(item.b - base[item.level]), item.id).toBeLessThanOrEqual(0.5);
    }
    const meanOf = (level: keyof typeof base) => {
      const bs = result.items.filter((item) => item.level === level).map((item) => item.b);
      return bs.reduce((sum, b) => sum + b, 0) / bs.length;
    };
    // The levels stay in order on the theta scale.
    for (let index = 1; index < LEVELS.length; index++) expect(meanOf(LEVELS[index]!)).toBeGreaterThan(meanOf(LEVELS[index - 1]!));
  });

  it("names the file and the field of a broken item", () => {
    const root = bankWith((b1) => {
      b1.items[2] = { ...b1.items[2], options: ["have lived"] };
      b1.items[3] = { ...b1.items[3], skill: "reading" };
      b1.items[4] = { ...b1.items[4], words: ["zzyzx"] };
    });
    const result = readItemBank(root);
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toContainEqual(expect.stringMatching(/^content\/level-test\/b1\.json: items\[2\]\.options: /));
    expect(errors).toContainEqual(expect.stringMatching(/^content\/level-test\/b1\.json: items\[3\]\.(passage|id): /));
    expect(errors).toContainEqual('content/level-test/b1.json: items[4].words: "zzyzx" is not in cefrj-levels.json');
  });

  it("refuses a duplicate id, an item in the wrong level's file, a listening item without its sentence and a file that is not JSON", () => {
    const root = bankWith((b1) => {
      b1.items[1] = { ...b1.items[0] };
      b1.items[5] = { ...b1.items[5], id: "b2-g66", level: "B2" };
      b1.items[15] = { ...b1.items[15], audio: undefined };
    });
    writeFileSync(path.join(root, "c1.json"), "{ not json");
    const errors = (() => {
      const result = readItemBank(root);
      return result.ok ? [] : result.errors;
    })();
    expect(errors).toContainEqual(expect.stringContaining('content/level-test/b1.json: items[1].id: duplicate "b1-g01"'));
    expect(errors).toContainEqual(expect.stringContaining("content/level-test/b1.json: items[5].level:"));
    expect(errors).toContainEqual(
      expect.stringContaining("content/level-test/b1.json: items[15].audio: a listening item needs the sentence it plays"),
    );
    expect(errors).toContainEqual(expect.stringContaining("content/level-test/c1.json: (file):"));
  });
});
