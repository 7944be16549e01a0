import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadCourses } from "@/features/courses/server";
import { locales, type Locale } from "@/lib/i18n";
import { loadMessages } from "@/lib/i18n/load-messages";
import { buildPersonalPlan } from "../../model/plan";
import { buildPlanInput } from "../../model/plan-input";
import { planView } from "../../model/plan-view";
import { PlanView } from "./plan-view";

const TODAY = "2026-11-23";
const plan = (locale: Locale) =>
  planView(
    buildPersonalPlan(
      { ...buildPlanInput({}), goal: "exam", level: "B1", minutesPerDay: 15, daysPerWeek: 4, course: "en" },
      loadCourses(),
      TODAY,
    ),
    "english-improve",
    locale,
  );

async function render(locale: Locale) {
  const messages = await loadMessages(locale);
  const errors: string[] = [];
  const html = renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      { locale, messages, timeZone: "UTC", onError: (error: Error) => void errors.push(error.message), children: null } as ComponentProps<
        typeof NextIntlClientProvider
      >,
      createElement(PlanView, { plan: plan(locale), locale, today: TODAY }),
    ),
  );
  // Text as a reader sees it (React escapes quotes and ampersands).
  const text = html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  return { html: text, errors, messages: messages.personalPlan as Record<string, unknown> };
}

describe("the plan view", () => {
  it.each(locales.map((locale) => [locale]))("renders every text of the plan in %s", async (locale) => {
    const { html, errors, messages } = await render(locale);
    expect(errors).toEqual([]);
    expect(html).toContain((messages.headline as Record<string, string>).exam);
    // The real B1 lesson, in the interface language, and seven days.
    expect(html).toContain(plan(locale).startLesson.title);
    expect(html.match(/<li class="flex flex-col/g)).toHaveLength(7);
    // Four paces (5, 10, 15 = the learner's, 20) in the chart's text alternative.
    expect(html.match(/data-testid="plan-chart-list"/g)).toHaveLength(1);
    expect(html).toContain("support.cambridgeenglish.org");
  });

  it("says what the estimate is in words, with the weeks and the date", async () => {
    const { html } = await render("en");
    // B1 → B2: 175 hours at 60 minutes a week = 175 weeks from 23 November 2026.
    expect(html).toContain("At 60 minutes a week: about 175 weeks, around April 1, 2030.");
    expect(html).toContain("Between 150 and 200 weeks");
  });
});
