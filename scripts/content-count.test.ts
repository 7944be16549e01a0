import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("npm run content:count", () => {
  it("prints the lessons per course and level, and the totals against the issue's targets", () => {
    const run = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/content-count.ts"], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^en\s+A1\s+\d+\s+\d+/m);
    expect(run.stdout).toMatch(/^es\s+A2\s+\d+\s+\d+/m);
    const total = (course: string) => Number(new RegExp(`^${course}: (\\d+) lessons in total`, "m").exec(run.stdout)?.[1]);
    expect(total("en")).toBeGreaterThanOrEqual(100);
    expect(total("es")).toBeGreaterThanOrEqual(30);
  });
});
