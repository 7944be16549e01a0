import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ingestBrowserEvents, recordFunnelVisit, type BrowserEvent } from "@db/factories";
import { getDb } from "@/lib/db";
import { funnelReportQuery, readFunnelReport } from "./read-funnel-report";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const range = { from: new Date(now - 10 * DAY), to: new Date(now + 60 * 60 * 1000) };
const inside = new Date(now - 2 * DAY);
const FUNNEL = "report-main";
const EXPERIMENT = "report-cta";
const ALL = ["welcome", "goal", "level", "plan"];

/** Scan nodes of a JSON plan, depth first. */
function scans(node: Record<string, unknown>): Record<string, unknown>[] {
  const children = (node.Plans as Record<string, unknown>[] | undefined) ?? [];
  const own = typeof node["Node Type"] === "string" && /Scan/.test(node["Node Type"]) && node["Relation Name"] ? [node] : [];
  return [...own, ...children.flatMap(scans)];
}

beforeAll(async () => {
  const db = getDb();
  const visit = (deviceId: string, screens: string[], extra: Partial<Parameters<typeof recordFunnelVisit>[1]> = {}) =>
    recordFunnelVisit(db, { funnel: FUNNEL, deviceId, screens, at: inside, ...extra });
  const control = { experiment: EXPERIMENT, variant: "0" };
  const treatment = { experiment: EXPERIMENT, variant: "1" };
  // Variation 0: one completes, one leaves after "goal", one after "welcome".
  await visit("dev-a", ALL, { isCompleted: true, exposure: control });
  await visit("dev-b", ["welcome", "goal"], { exposure: control });
  await visit("dev-c", ["welcome"], { exposure: control });
  // Variation 1: one completes, one leaves after "level".
  await visit("dev-d", ALL, { isCompleted: true, exposure: treatment });
  await visit("dev-e", ["welcome", "goal", "level"], { exposure: treatment });
  // No exposure; it views the first screen twice (counted once).
  await visit("dev-f", ["welcome", "welcome"]);
  // dev-a's later exposure to the other variation: it stays in the variation it saw first.
  await ingestBrowserEvents(db, [
    {
      type: "$exposure",
      deviceId: "dev-a",
      receivedAt: new Date(inside.getTime() + 60_000),
      properties: { experiment_key: EXPERIMENT, variant: "1" },
    },
  ]);
  // Another funnel's visitor (with its own experiment), and visits outside the range.
  await recordFunnelVisit(db, {
    funnel: "report-other",
    deviceId: "dev-g",
    screens: ALL,
    isCompleted: true,
    at: inside,
    exposure: { experiment: "other-test", variant: "1" },
  });
  await visit("dev-h", ALL, { isCompleted: true, at: new Date(now - 15 * DAY), exposure: control });
  await visit("dev-i", ALL, { isCompleted: true, at: new Date(now + 2 * DAY), exposure: treatment });
  // A few thousand other events in the range, as a real store holds, for the planner.
  const noise: BrowserEvent[] = Array.from({ length: 4000 }, (_, i) => ({
    type: ["session_start", "page_viewed", "lesson_viewed", "$identify"][i % 4]!,
    deviceId: `noise-${i % 300}`,
    receivedAt: new Date(now - ((i % 240) / 24) * DAY),
    properties: { index: i },
  }));
  await ingestBrowserEvents(db, noise);
  await db.execute(sql`analyze analytics_events`);
});

describe("the funnel report's numbers", () => {
  it("counts distinct devices per screen and completing, only this funnel's and only in the range", async () => {
    const report = await readFunnelReport({ funnel: FUNNEL, ...range });
    expect(Object.fromEntries(report.screens.map((row) => [row.screenId, row.visitors]))).toEqual({
      welcome: 6,
      goal: 4,
      level: 3,
      plan: 2,
    });
    expect(report.screens.every((row) => row.variant === null)).toBe(true);
    expect(report.completed).toEqual([{ variant: null, visitors: 2 }]);
    // Only the experiments this funnel's visitors were exposed to in the range.
    expect(report.experiments).toEqual([
      {
        key: EXPERIMENT,
        variants: [
          { variant: "0", visitors: 3 },
          { variant: "1", visitors: 2 },
        ],
      },
    ]);
  });

  it("splits the visitors by the variation each device saw first", async () => {
    const report = await readFunnelReport({ funnel: FUNNEL, ...range, experiment: EXPERIMENT });
    const split = (variant: string) =>
      Object.fromEntries(report.screens.filter((row) => row.variant === variant).map((row) => [row.screenId, row.visitors]));
    expect(split("0")).toEqual({ welcome: 3, goal: 2, level: 1, plan: 1 });
    expect(split("1")).toEqual({ welcome: 2, goal: 2, level: 2, plan: 1 });
    expect(report.completed).toEqual(
      expect.arrayContaining([
        { variant: null, visitors: 2 },
        { variant: "0", visitors: 1 },
        { variant: "1", visitors: 1 },
      ]),
    );
  });

  it("the range's edges: from is included, to is not", async () => {
    const at = new Date(now - 5 * DAY);
    await recordFunnelVisit(getDb(), {
      funnel: "report-edges",
      deviceId: "dev-edge",
      screens: ["welcome"],
      at: new Date(at.getTime() - 1000),
    });
    // The screen is stored one second after `at` (the factory's first screen): exactly `from`.
    const included = await readFunnelReport({ funnel: "report-edges", from: at, to: new Date(now) });
    expect(included.screens).toEqual([{ screenId: "welcome", variant: null, visitors: 1 }]);
    const excluded = await readFunnelReport({ funnel: "report-edges", from: new Date(at.getTime() - DAY), to: at });
    expect(excluded.screens).toEqual([]);
    expect(excluded.completed).toEqual([]);
  });

  it("refuses unbounded or malformed input", async () => {
    await expect(readFunnelReport({ funnel: FUNNEL, from: new Date(now - 400 * DAY), to: new Date(now) })).rejects.toThrow();
    await expect(readFunnelReport({ funnel: FUNNEL, from: range.to, to: range.from })).rejects.toThrow();
    await expect(readFunnelReport({ funnel: "x' or 1=1 --", ...range })).rejects.toThrow();
  });

  it("reads the store only through analytics_events_type_received_idx, on the partitions of the range", async () => {
    const result = await getDb().execute<{ "QUERY PLAN": [{ Plan: Record<string, unknown> }] }>(
      sql`explain (format json) ${funnelReportQuery({ funnel: FUNNEL, ...range, experiment: EXPERIMENT })}`,
    );
    const plan = result.rows[0]!["QUERY PLAN"][0].Plan;
    const children = await getDb().execute<{ name: string }>(sql`
      select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'analytics_events_type_received_idx'::regclass`);
    const indexes = new Set(["analytics_events_type_received_idx", ...children.rows.map((row) => row.name)]);
    const nodes = scans(plan);
    const bitmapIndexes = JSON.stringify(plan).match(/"Index Name":\s*"[^"]+"/g) ?? [];
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) {
      expect(node["Node Type"]).not.toBe("Seq Scan");
      if (node["Index Name"]) expect(indexes.has(node["Index Name"] as string)).toBe(true);
    }
    const used = bitmapIndexes.map((entry) => entry.replace(/^"Index Name":\s*"|"$/g, ""));
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(indexes.has(name)).toBe(true);
    // Partitions outside the range are pruned: none of the scanned relations is a month after it.
    const relations = new Set(nodes.map((node) => node["Relation Name"] as string));
    const later = new Date(range.to.getTime() + 62 * DAY).toISOString().slice(0, 7).replace("-", "_");
    expect(relations.has(`analytics_events_${later}`)).toBe(false);
    console.info("funnel report plan:", [...relations].join(", "), JSON.stringify(nodes.map((node) => node["Node Type"])), used.join(", "));
  });
});
