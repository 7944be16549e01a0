import { describe, expect, it } from "vitest";
import { minutesPerDayParam, paywallPlanOrder, planFittingMinutes } from "@/features/billing/server";
import { listFunnelEnds, loadFunnel } from "@/features/funnels/server";
import { locales } from "@/lib/i18n/locales";
import { findPage } from "@/lib/pages";
import { pages } from "./pages";

const ends = listFunnelEnds();
const pathOf = (href: string) => href.split(/[?#]/)[0]!;

describe("where funnels end (decision record 0037)", () => {
  it("there are ends to check", () => {
    expect(ends.length).toBeGreaterThan(3);
  });

  it.each(ends.map((end) => [`${end.slug} ${end.screenId} ${end.answerId ?? "(href)"}: ${end.href}`, end] as const))(
    "%s is a registered page of a fixed path (or a funnel that exists), in every locale",
    (_, end) => {
      const path = pathOf(end.href);
      const entry = findPage(pages, path);
      const funnel = /^\/funnel\/([a-z0-9-]+)$/.exec(path)?.[1];
      if (funnel) {
        expect(entry?.pattern).toBe("/funnel/[slug]");
        expect(loadFunnel(funnel)?.slug).toBe(funnel);
        expect(funnel).not.toBe(end.slug);
      } else expect(entry?.pattern).toBe(path);
      expect([...(entry?.locales ?? [])].sort()).toEqual([...locales].sort());
    },
  );

  it("purchase-onboarding sends a learner to the paywall with their minutes a day, which puts the plan billing fits to them first", () => {
    const byMinutes = ends.filter((end) => end.slug === "purchase-onboarding" && end.screenId === "courses-next" && end.answerId);
    expect(byMinutes.map((end) => end.answerId)).toEqual(["5", "10", "15", "20"]);
    for (const end of byMinutes) {
      expect(end.href).toBe(`/profile/payments-subscriptions/choose?minutes=${end.answerId}`);
      const minutes = minutesPerDayParam(new URLSearchParams(end.href.split("?")[1]).get("minutes"));
      expect(paywallPlanOrder(minutes)[0]).toBe(planFittingMinutes(Number(end.answerId)));
    }
  });
});
