import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadCourses } from "@/features/courses/server";
import { locales, type Locale } from "@/lib/i18n";
import { loadMessages } from "@/lib/i18n/load-messages";
import { buildPersonalPlan, courseLessons, planFromStored, type CompletedLessons, type PersonalPlan } from "../../model/plan";
import { buildPlanInput, type PlanInput } from "../../model/plan-input";
import { planView, type PlanViewData } from "../../model/plan-view";
import { PlanView } from "./plan-view";

const TODAY = "2026-11-23";
const personal = (input: Partial<PlanInput> = {}, completed?: CompletedLessons): PersonalPlan =>
  buildPersonalPlan(
    { ...buildPlanInput({}), goal: "exam", level: "B1", minutesPerDay: 15, daysPerWeek: 4, course: "en", ...input },
    loadCourses(),
    TODAY,
    completed,
  );
const plan = (locale: Locale, from: PersonalPlan = personal()): PlanViewData => planView(from, "english-improve", locale);

async function render(locale: Locale, shown: PlanViewData = plan(locale)) {
  const messages = await loadMessages(locale);
  const errors: string[] = [];
  const html = renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      { locale, messages, timeZone: "UTC", onError: (error: Error) => void errors.push(error.message), children: null } as ComponentProps<
        typeof NextIntlClientProvider
      >,
      createElement(PlanView, { plan: shown, locale, today: TODAY }),
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
    expect(html).toContain((messages.estimateSource as Record<string, string>).cambridge);
  });

  it.each(locales.map((locale) => [locale]))(
    "names the Instituto Cervantes, never Cambridge English, for the Spanish course in %s",
    async (locale) => {
      const { html, errors, messages } = await render(locale, plan(locale, personal({ course: "es", level: "A1" })));
      expect(errors).toEqual([]);
      expect(html).toContain("cervantes.es");
      expect(html).toContain((messages.estimateSource as Record<string, string>).cervantes);
      expect(html).not.toMatch(/cambridge/i);
    },
  );

  it("words the Spanish estimate from the Instituto Cervantes' hours, with no range (one figure per level)", async () => {
    const { html } = await render("en", plan("en", personal({ course: "es", level: "A1", minutesPerDay: 10, daysPerWeek: 5 })));
    // A1 → A2: 90 hours at 50 minutes a week = 108 weeks.
    expect(html).toContain("At 50 minutes a week: about 108 weeks, around December 18, 2028.");
    expect(html).toContain("about 90 hours from A1 to A2");
    expect(html).not.toContain("Between");
  });

  it.each(locales.map((locale) => [locale]))("marks today's completed lessons and names the next lesson in %s", async (locale) => {
    const first = personal().startLesson.id;
    const { html, errors, messages } = await render(locale, plan(locale, personal({}, new Map([[first, TODAY]]))));
    expect(errors).toEqual([]);
    const shown = plan(locale, personal({}, new Map([[first, TODAY]])));
    expect(html).toContain(String(messages.lessonDone).replace("{lesson}", shown.week[0]!.lessons[0]!.title));
    expect(html).toContain(String(messages.nextTitle));
    expect(html).toContain(shown.nextLesson!.title);
  });
});

describe("the plan view at the edges", () => {
  it("says so when every lesson from the start is done, without crashing", async () => {
    const spanishA2 = courseLessons(loadCourses().find((course) => course.id === "es")!).filter((lesson) => lesson.level === "A2");
    const allDone = personal({ course: "es", level: "A2" }, new Map(spanishA2.map((lesson) => [lesson.id, "2026-11-01"])));
    expect(allDone.nextLesson).toBeNull();
    const { html, errors, messages } = await render("en", plan("en", allDone));
    expect(errors).toEqual([]);
    expect(html).toContain(String(messages.allDone));
    expect(html.match(/<li class="flex flex-col/g)).toHaveLength(7);
  });

  it("shows no estimate when none was made (Spanish from C1)", async () => {
    const { html, errors } = await render("en", plan("en", personal({ course: "es", level: "C1" })));
    expect(errors).toEqual([]);
    expect(html).not.toContain('data-testid="plan-estimate"');
    expect(html).not.toMatch(/cambridge/i);
  });

  it("renders a plan stored before estimates were per course with its Cambridge English source", async () => {
    const made = personal({ level: "A2", minutesPerDay: 10, daysPerWeek: 5 });
    // The estimate exactly as it used to be saved: no sourceId.
    const oldEstimate = Object.fromEntries(Object.entries(made.estimate!).filter(([key]) => key !== "sourceId"));
    const stored = planFromStored(
      {
        course: "en",
        goal: "exam",
        level: "A2",
        startLessonId: made.startLesson.id,
        minutesPerDay: 10,
        daysPerWeek: 5,
        topics: [],
        estimate: { ...oldEstimate, assumed: [] },
      },
      loadCourses(),
      TODAY,
    )!;
    const { html, errors, messages } = await render("en", plan("en", stored));
    expect(errors).toEqual([]);
    expect(html).toContain("it uses Cambridge English's guided learning hours per level (about 185 hours from A2 to B1)");
    expect(html).toContain((messages.estimateSource as Record<string, string>).cambridge);
    expect(html).toContain("support.cambridgeenglish.org");
    // A2 → B1: 170–200 hours at 50 minutes a week.
    expect(html).toContain("Between 204 and 240 weeks");
  });

  it("says what the estimate is in words, with the weeks and the date", async () => {
    const { html } = await render("en");
    // B1 → B2: 175 hours at 60 minutes a week = 175 weeks from 23 November 2026.
    expect(html).toContain("At 60 minutes a week: about 175 weeks, around April 1, 2030.");
    expect(html).toContain("Between 150 and 200 weeks");
  });
});
