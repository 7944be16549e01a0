import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configSchema, parseConfig } from "./parse-config";

/** `.env.example` documents exactly the variables the config reads, with values the config accepts. */
const file = readFileSync(path.resolve(import.meta.dirname, "../../../.env.example"), "utf8");
// `NAME=value` lines; a commented `# NAME=value` documents a tool's variable (read by scripts, not the app).
const assigned = new Map([...file.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1]!, match[2]!]));

describe(".env.example", () => {
  it("lists every variable the config reads, and nothing it does not", () => {
    expect([...assigned.keys()].sort()).toEqual(Object.keys(configSchema.shape).sort());
  });

  it("holds values the config accepts as they are", () => {
    const values = Object.fromEntries([...assigned].filter(([, value]) => value !== ""));
    expect(() => parseConfig(values)).not.toThrow();
  });
});
