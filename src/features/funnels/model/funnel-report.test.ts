import { describe, expect, it } from "vitest";
import { buildFunnelReport } from "./funnel-report";
import { reportChart } from "./report-chart";

const screens = [
  { id: "welcome", type: "landing" },
  { id: "goal", type: "single-choice" },
  { id: "extra", type: "motivation" },
  { id: "plan", type: "plan" },
];

describe("buildFunnelReport", () => {
  const counts = {
    screens: [
      { screenId: "welcome", variant: null, visitors: 10 },
      { screenId: "goal", variant: null, visitors: 6 },
      { screenId: "plan", variant: null, visitors: 3 },
      { screenId: "gone-screen", variant: null, visitors: 99 },
      { screenId: "welcome", variant: "0", visitors: 4 },
      { screenId: "goal", variant: "0", visitors: 4 },
      { screenId: "plan", variant: "0", visitors: 1 },
      { screenId: "welcome", variant: "1", visitors: 6 },
      { screenId: "goal", variant: "1", visitors: 2 },
    ],
    completed: [
      { variant: null, visitors: 2 },
      { variant: "0", visitors: 1 },
    ],
  };

  it("lays the visitors on the screens in path order, with drop-off from the step before and completion last", () => {
    const report = buildFunnelReport(screens, counts);
    expect(report.screens.map((screen) => screen.id)).toEqual(["welcome", "goal", "extra", "plan"]);
    expect(report.series).toHaveLength(1);
    expect(report.series[0]).toEqual({
      variant: null,
      steps: [
        { visitors: 10, dropOff: null, dropOffRate: null },
        { visitors: 6, dropOff: 4, dropOffRate: 0.4 },
        // A screen nobody viewed (skipped by a branch, or an experiment's) is 0…
        { visitors: 0, dropOff: 6, dropOffRate: 1 },
        // …and the next one has no rate against it, and arrivals show as negative drop-off.
        { visitors: 3, dropOff: -3, dropOffRate: null },
        { visitors: 2, dropOff: 1, dropOffRate: 1 / 3 },
      ],
      completionRate: 0.2,
    });
  });

  it("adds one series per variation, in the order given; a variation without rows is all zeros", () => {
    const report = buildFunnelReport(screens, counts, ["0", "1", "2"]);
    expect(report.series.map((series) => series.variant)).toEqual([null, "0", "1", "2"]);
    expect(report.series[1]!.steps.map((step) => step.visitors)).toEqual([4, 4, 0, 1, 1]);
    expect(report.series[1]!.completionRate).toBe(0.25);
    expect(report.series[2]!.steps.map((step) => step.visitors)).toEqual([6, 2, 0, 0, 0]);
    expect(report.series[2]!.steps[1]!.dropOffRate).toBeCloseTo(4 / 6);
    expect(report.series[3]!.steps.every((step) => step.visitors === 0)).toBe(true);
    expect(report.series[3]!.completionRate).toBeNull();
  });
});

describe("reportChart", () => {
  const box = { width: 500, labelWidth: 100, valueWidth: 40, barHeight: 10, barGap: 2, rowGap: 8 };

  it("draws one bar per value, widths in proportion to the largest, rows one under the other", () => {
    const chart = reportChart([[10], [5], [0]], box);
    expect(chart.max).toBe(10);
    expect(chart.bars.map((bar) => [bar.x, bar.y, bar.width, bar.height])).toEqual([
      [100, 0, 360, 10],
      [100, 18, 180, 10],
      [100, 36, 0, 10],
    ]);
    expect(chart.rows.map((row) => row.middle)).toEqual([5, 23, 41]);
    expect(chart.height).toBe(46);
  });

  it("groups a row's series bars together", () => {
    const chart = reportChart(
      [
        [8, 4, 2],
        [4, 1, 3],
      ],
      box,
    );
    // A row is 3 bars and 2 gaps high (34), then the row gap.
    expect(chart.bars.filter((bar) => bar.step === 1).map((bar) => [bar.y, bar.width])).toEqual([
      [42, 180],
      [54, 45],
      [66, 135],
    ]);
    expect(chart.height).toBe(34 * 2 + 8);
  });

  it("an empty report has no bars and a scale of 1", () => {
    expect(reportChart([], box)).toMatchObject({ bars: [], rows: [], max: 1, height: 0 });
    expect(reportChart([[0], [0]], box).bars.every((bar) => bar.width === 0)).toBe(true);
  });
});
