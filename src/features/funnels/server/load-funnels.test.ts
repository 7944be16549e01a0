import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ONBOARDING_ROUTES } from "../model/onboarding-routes";
import { SCREEN_TYPES } from "../model/screen-types";
import { readFunnelDefinitions } from "./load-funnels";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const funnelFile = (slug: string) => JSON.parse(readFileSync(path.join(process.cwd(), `content/funnels/${slug}.json`), "utf8")) as Json;
const mainFunnel = () => funnelFile("english-improve");

/** A content folder holding these files (name → JSON value or raw text). */
function folder(files: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(tmpdir(), "funnels-"));
  for (const [name, value] of Object.entries(files))
    writeFileSync(path.join(root, name), typeof value === "string" ? value : JSON.stringify(value));
  return root;
}

describe("content/funnels", () => {
  it("every definition is valid: schema, links, the plan's answer ids, all 12 locales", () => {
    const result = readFunnelDefinitions();
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it("has the funnel of every onboarding route", () => {
    const result = readFunnelDefinitions();
    const slugs = result.ok ? result.definitions.map((definition) => definition.slug) : [];
    expect(slugs).toEqual(expect.arrayContaining(Object.values(ONBOARDING_ROUTES)));
  });

  it("english-improve ends with the plan and reaches most screen types", () => {
    const result = readFunnelDefinitions();
    if (!result.ok) throw new Error(result.errors.join("\n"));
    const main = result.definitions.find((definition) => definition.slug === "english-improve")!;
    expect(main.brand).toBe("english-improve");
    expect(main.screens.at(-1)!.type).toBe("plan");
    expect(new Set(main.screens.map((screen) => screen.type)).size).toBeGreaterThan(SCREEN_TYPES.length / 2);
  });
});

describe("a broken definition", () => {
  it("fails, naming the file and the field", () => {
    const broken = mainFunnel();
    broken.screens[1].options[0].text = "goal.nope";
    broken.screens[1].next = { byAnswer: { career: "welcome" } };
    broken.screens[3].type = "carousel";
    delete broken.texts.uk["welcome.title"];
    broken.texts.de["minutes.value"] = "{minuten} Minuten am Tag";
    const result = readFunnelDefinitions(folder({ "english-improve.json": broken, "bad.json": "{ not json" }));
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    const file = "content/funnels/english-improve.json";
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/funnels\/bad\.json: \(file\): /),
        expect.stringContaining(`${file}: screens[3].type`),
      ]),
    );
    // The schema fails first; with a valid schema the cross-field checks name their fields.
    broken.screens[3].type = "single-choice";
    const second = readFunnelDefinitions(folder({ "english-improve.json": broken }));
    expect(second.ok ? [] : second.errors).toEqual(
      expect.arrayContaining([
        `${file}: screens[1].options[0].text: no text "goal.nope" in texts.en`,
        `${file}: screens[1].next.byAnswer.career: "welcome" comes before this screen (branches go forward only)`,
        `${file}: texts.uk.welcome.title: missing (English has it)`,
        `${file}: texts.de.minutes.value: placeholders {minuten} differ from English's {value}`,
      ]),
    );
  });

  it("rejects answers the plan does not read and a slug that is not the file name", () => {
    const broken = mainFunnel();
    broken.slug = "english-better";
    const minutes = broken.screens.find((screen: Json) => screen.id === "minutes");
    minutes.max = 30;
    const result = readFunnelDefinitions(folder({ "english-improve.json": broken }));
    const errors = result.ok ? [] : result.errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        'content/funnels/english-improve.json: slug: "english-better" but the file is english-improve.json',
        expect.stringContaining('answer "25" is not one the plan reads for minutes_per_day'),
      ]),
    );
  });
});

describe("a funnel that finishes on an app page (decision record 0036)", () => {
  const file = (slug: string) => `content/funnels/${slug}.json`;

  it("ends on it after its plan, or after a last screen without a question", () => {
    const result = readFunnelDefinitions();
    if (!result.ok) throw new Error(result.errors.join("\n"));
    const bySlug = new Map(result.definitions.map((definition) => [definition.slug, definition]));
    expect(bySlug.get("my-plan-start-onboarding")).toMatchObject({ finish: "/my-plan" });
    expect(bySlug.get("my-plan-start-onboarding")!.screens.at(-1)!.type).toBe("plan");
    expect(bySlug.get("for-you-start-onboarding")).toMatchObject({ finish: "/for-you" });
    expect(bySlug.get("for-you-start-onboarding")!.screens.at(-1)!.type).toBe("static-text");
    expect(bySlug.get("courses-onboarding")!.finish).toBeUndefined();
  });

  it("refuses a question as the last screen, a funnel without a finish or a plan at its end, and a plan before the end", () => {
    const forYou = funnelFile("for-you-start-onboarding");
    const endsOnQuestion = { ...forYou, screens: forYou.screens.filter((screen: Json) => screen.id !== "done") };
    const lastQuestion = endsOnQuestion.screens.length - 1;
    const noFinish = { ...forYou };
    delete noFinish.finish;
    const myPlan = funnelFile("my-plan-start-onboarding");
    const planFirst = { ...myPlan, screens: [myPlan.screens.at(-1), ...myPlan.screens] };
    planFirst.screens[planFirst.screens.length - 1] = { ...myPlan.screens[0], id: "outro" };
    const badFinish = { ...myPlan, finish: "/profile" };

    const errorsOf = (slug: string, value: Json) => {
      const result = readFunnelDefinitions(folder({ [`${slug}.json`]: value }));
      return result.ok ? [] : result.errors;
    };
    expect(errorsOf("for-you-start-onboarding", endsOnQuestion)).toEqual([
      `${file("for-you-start-onboarding")}: screens[${lastQuestion}].type: a funnel with a finish page ends with its "plan" screen or a screen without a question`,
    ]);
    expect(errorsOf("for-you-start-onboarding", noFinish)).toEqual([
      `${file("for-you-start-onboarding")}: screens[${forYou.screens.length - 1}].type: a funnel ends with its "plan" screen or a screen with an "end"`,
    ]);
    expect(errorsOf("my-plan-start-onboarding", planFirst)).toEqual([
      `${file("my-plan-start-onboarding")}: screens[0].type: the "plan" screen comes last`,
    ]);
    expect(errorsOf("my-plan-start-onboarding", badFinish)).toEqual([
      expect.stringContaining(`${file("my-plan-start-onboarding")}: finish: `),
    ]);
  });
});

describe("a funnel that ends on a page of its own (an end)", () => {
  const purchase = () => JSON.parse(readFileSync(path.join(process.cwd(), "content/funnels/purchase-onboarding.json"), "utf8")) as Json;
  const file = "content/funnels/purchase-onboarding.json";
  const errorsOf = (definition: Json) => {
    const result = readFunnelDefinitions(folder({ "purchase-onboarding.json": definition }));
    return result.ok ? [] : result.errors;
  };

  it("is valid without a plan screen when its last screen has an end", () => {
    expect(errorsOf(purchase())).toEqual([]);
  });

  it.each([
    ["another site", "https://evil.example/pay"],
    ["a protocol-relative address", "//evil.example/pay"],
    ["a path that climbs out of the site root", "/../admin"],
    ["a script address", "javascript:alert(1)"],
    ["a path without its leading slash", "tutoring/pricing"],
    ["a query that is not name=value", "/tutoring/pricing?plan"],
  ])("refuses %s as an href", (_, href) => {
    const broken = purchase();
    broken.screens.at(-1).end.href = href;
    expect(errorsOf(broken)).toEqual([
      expect.stringMatching(/^content\/funnels\/purchase-onboarding\.json: screens\[4\]\.end\.href: a page of this site/),
    ]);
    const byAnswer = purchase();
    byAnswer.screens[2].end.byAnswer["5"] = href;
    expect(errorsOf(byAnswer)).toEqual([expect.stringContaining("screens[2].end.byAnswer[5]: a page of this site")]);
  });

  it("names an end's answers that no earlier screen offers, an end with a next, and a last screen that neither ends nor plans", () => {
    const broken = purchase();
    broken.screens[2].end.byAnswer["30"] = "/tutoring/pricing";
    broken.screens[3].next = { default: "group-next" };
    delete broken.screens[4].end;
    expect(errorsOf(broken)).toEqual(
      expect.arrayContaining([
        `${file}: screens[2].end.byAnswer.30: not an answer of an earlier screen`,
        `${file}: screens[3].next: a screen with an "end" leaves the funnel (no next screen)`,
        `${file}: screens[4].type: a funnel ends with its "plan" screen or a screen with an "end"`,
      ]),
    );
  });
});
