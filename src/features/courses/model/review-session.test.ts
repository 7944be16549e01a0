import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n";
import { readCourseContent } from "../server/load-content";
import { GAP } from "./course-levels";
import { areNearSynonyms } from "./near-synonyms";
import { courseWords } from "./playable";
import {
  buildReviewSession,
  gappedExample,
  hasReviewContent,
  oncePerDay,
  parseItemId,
  reviewsDueToday,
  scoreReview,
  weakCards,
  weekOfReviews,
  type ReviewExercise,
} from "./review-session";
import { newCard, reviewCard, type ReviewCard } from "./reviews";
import { MAX_ANSWER_MS, type SubmittedAnswer } from "./scoring";

const content = readCourseContent();
if (!content.ok) throw new Error(content.errors.join("\n"));
const english = content.courses.find((course) => course.id === "en")!;

const KYIV = "Europe/Kyiv";
const word = (id: string) => `en:word:${id}`;
const WORDS = [
  "hello",
  "good-morning",
  "goodbye",
  "name",
  "how-are-you",
  "fine",
  "thank-you",
  "nice-to-meet-you",
  "one",
  "two",
  "seven",
  "live",
];
const SENTENCES = ["en:sentence:en-a1-u01-l01:gap-name", "en:sentence:en-a1-u01-l02:translate-nine"];
const items = [...WORDS.map(word), ...SENTENCES];

const dueAt = (itemId: string, iso: string, fields: Partial<ReviewCard> = {}): ReviewCard => ({
  ...newCard(itemId, new Date("2026-03-01T09:00:00Z")),
  state: "review",
  due: new Date(iso),
  lastReview: new Date("2026-03-01T09:00:00Z"),
  stability: 10,
  difficulty: 5,
  reps: 3,
  ...fields,
});

/** The answer a learner who knows everything gives. */
function rightAnswer(exercise: ReviewExercise): string | null {
  switch (exercise.type) {
    case "choose":
    case "listen_choose":
    case "dialogue":
    case "fill_gap":
    case "word_bank":
      return exercise.answer;
    case "listen_type":
      return exercise.audio;
    case "translate":
      return exercise.answers[0]!;
    default:
      return null;
  }
}

describe("buildReviewSession", () => {
  const session = buildReviewSession({ course: english, itemIds: items, locale: "uk", seed: "anna:due:2026-04-02" });

  it("turns every word and sentence card into exercises that say which cards they grade", () => {
    const graded = session.flatMap((exercise) => exercise.itemIds);
    expect(graded.sort()).toEqual([...items].sort());
    expect(session.map((exercise) => exercise.id)).toEqual(session.map((_, index) => `review-${index + 1}`));
    const gap = session.find((exercise) => exercise.itemIds[0] === SENTENCES[0]);
    const original = english.levels[0]!.units[0]!.lessons[0]!.exercises.find((exercise) => exercise.id === "gap-name");
    expect(gap).toMatchObject({ ...original, id: gap?.id, itemIds: [SENTENCES[0]] });
    expect(session.find((exercise) => exercise.itemIds[0] === SENTENCES[1])).toMatchObject({ type: "translate" });
  });

  it("mixes the exercise types and never asks the same type twice in a row when another is left", () => {
    const types = session.map((exercise) => exercise.type);
    expect(new Set(types).size).toBeGreaterThanOrEqual(4);
    for (let i = 1; i < types.length; i++) expect(types[i], `exercise ${i + 1}`).not.toBe(types[i - 1]);
  });

  it("is the same for the same seed, and another seed asks differently", () => {
    expect(buildReviewSession({ course: english, itemIds: items, locale: "uk", seed: "anna:due:2026-04-02" })).toEqual(session);
    const other = buildReviewSession({ course: english, itemIds: items, locale: "uk", seed: "anna:due:2026-04-03" });
    expect(other.map((exercise) => exercise.type)).not.toEqual(session.map((exercise) => exercise.type));
  });

  it("builds word exercises in the learner's language with the word as the answer", () => {
    const seeds = Array.from({ length: 40 }, (_, index) => `seed-${index}`);
    const asked = seeds.flatMap((seed) => buildReviewSession({ course: english, itemIds: [word("goodbye")], locale: "uk", seed }));
    const types = new Set(asked.map((exercise) => `${exercise.type}${exercise.type === "choose" ? `:${exercise.answer}` : ""}`));
    expect(types).toEqual(new Set(["choose:goodbye", "choose:до побачення", "listen_choose", "listen_type", "translate", "fill_gap"]));
    for (const exercise of asked) {
      expect(exercise.itemIds).toEqual([word("goodbye")]);
      if (exercise.type === "translate") expect(exercise).toMatchObject({ source: "до побачення", answers: ["goodbye"] });
      if (exercise.type === "fill_gap") expect(exercise).toMatchObject({ sentence: `${GAP}, Anna! See you tomorrow.`, answer: "Goodbye" });
      if (exercise.type === "choose" || exercise.type === "listen_choose") {
        expect(exercise.choices).toContain(exercise.answer);
        expect(new Set(exercise.choices).size).toBe(exercise.choices.length);
        expect(exercise.choices.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("asks a learner who reads English about a word by its definition, and a translated sentence from its audio", () => {
    const goodbye = english.levels[0]!.units[0]!.lessons[0]!.words.find((candidate) => candidate.id === "goodbye")!;
    const seeds = Array.from({ length: 40 }, (_, index) => `seed-${index}`);
    const asked = seeds.flatMap((seed) => buildReviewSession({ course: english, itemIds: [word("goodbye")], locale: "en", seed }));
    const types = new Set(asked.map((exercise) => `${exercise.type}${exercise.type === "choose" ? `:${exercise.answer}` : ""}`));
    expect(types).toEqual(
      new Set(["choose:goodbye", `choose:${goodbye.definition}`, "listen_choose", "listen_type", "translate", "fill_gap"]),
    );
    for (const exercise of asked) {
      if (exercise.type === "translate")
        expect(exercise).toEqual({
          id: exercise.id,
          type: "translate",
          source: goodbye.definition,
          answers: ["goodbye"],
          fromMeaning: true,
          itemIds: [word("goodbye")],
        });
      if (exercise.type === "fill_gap") expect(exercise.hint).toBe(goodbye.definition);
    }
    const sentence = buildReviewSession({ course: english, itemIds: [SENTENCES[1]!], locale: "en", seed: "s" });
    expect(sentence).toMatchObject([{ type: "translate", listen: true }]);
  });

  it("offers only words of the word's own level or earlier ones beside it", () => {
    const levelOf = new Map(
      english.levels.flatMap(({ level, units }) =>
        units.flatMap((unit) => unit.lessons.flatMap((lesson) => lesson.words.map((entry) => [entry.text, level] as const))),
      ),
    );
    const firstWordOf = (level: string) => english.levels.find((entry) => entry.level === level)!.units[0]!.lessons[0]!.words[0]!;
    for (const [level, allowed] of [
      ["A1", ["A1"]],
      ["B1", ["A1", "A2", "B1"]],
    ] as const) {
      const asked = Array.from({ length: 40 }, (_, index) =>
        buildReviewSession({ course: english, itemIds: [word(firstWordOf(level).id)], locale: "uk", seed: `level-${index}` }),
      ).flat();
      const offered = asked.flatMap((exercise) =>
        exercise.type === "choose" || exercise.type === "listen_choose" ? exercise.choices : [],
      );
      // The choices are words (texts) or their Ukrainian translations; every word among them is of an allowed level.
      const levels = new Set(offered.filter((choice) => levelOf.has(choice)).map((choice) => levelOf.get(choice)));
      expect([...levels].sort(), `distractors of a ${level} word`).toEqual([...allowed]);
    }
  });

  it("matches three or four due words at once, grading each of them", () => {
    const sessions = Array.from({ length: 20 }, (_, index) =>
      buildReviewSession({ course: english, itemIds: WORDS.map(word), locale: "en", seed: `match-${index}` }),
    );
    const match = sessions.flat().find((exercise) => exercise.type === "match_pairs");
    expect(match?.type).toBe("match_pairs");
    if (match?.type !== "match_pairs") return;
    expect(match.itemIds.length).toBeGreaterThanOrEqual(3);
    expect(match.itemIds.length).toBeLessThanOrEqual(4);
    expect(match.pairs.map((pair) => word(pair.id))).toEqual(match.itemIds);
    expect(match.wordIds.map(word)).toEqual(match.itemIds);
  });

  it("never offers a word without an example as a gap, and skips removed words and exercises", () => {
    const two = Array.from({ length: 12 }, (_, index) =>
      buildReviewSession({ course: english, itemIds: [word("two")], locale: "en", seed: `two-${index}` }),
    ).flat();
    expect(two.some((exercise) => exercise.type === "fill_gap")).toBe(false);
    const removed = [
      word("no-such-word"),
      "en:sentence:en-a1-u01-l01:no-such-exercise",
      "en:sentence:en-a1-u01-l01:meet-hello",
      "es:word:hello",
      "junk",
    ];
    expect(buildReviewSession({ course: english, itemIds: removed, locale: "en", seed: "x" })).toEqual([]);
    expect(removed.map((itemId) => hasReviewContent(english, itemId))).toEqual([false, false, false, false, false]);
    expect(hasReviewContent(english, word("hello"))).toBe(true);
  });
});

describe("item ids and gaps", () => {
  it("reads word and sentence item ids", () => {
    expect(parseItemId("en:word:hello")).toEqual({ course: "en", kind: "word", wordId: "hello" });
    expect(parseItemId("en:sentence:en-a1-u01-l01:gap-name")).toEqual({
      course: "en",
      kind: "sentence",
      lessonId: "en-a1-u01-l01",
      exerciseId: "gap-name",
    });
    expect(parseItemId("en:word:")).toBeUndefined();
    expect(parseItemId("en:lesson:x")).toBeUndefined();
  });

  it.each([
    [
      { text: "How are you?", example: "Hi, Sam! How are you?" },
      { sentence: `Hi, Sam! ${GAP}?`, answer: "How are you" },
    ],
    [
      { text: "Nice to meet you.", example: "Nice to meet you, Anna." },
      { sentence: `${GAP}, Anna.`, answer: "Nice to meet you" },
    ],
    [
      { text: "one", example: "I have one brother." },
      { sentence: `I have ${GAP} brother.`, answer: "one" },
    ],
    [
      { text: "in", example: "I live in Kyiv." },
      { sentence: `I live ${GAP} Kyiv.`, answer: "in" },
    ],
    [{ text: "live", example: "She lives here." }, undefined],
    [{ text: "two", example: undefined }, undefined],
  ])("%j gapped is %j", (input, expected) => {
    expect(gappedExample(input)).toEqual(expected);
  });
});

describe("scoring a review", () => {
  const session = buildReviewSession({ course: english, itemIds: items, locale: "en", seed: "score" });
  const perfect = session.map((exercise) => ({ exerciseId: exercise.id, response: rightAnswer(exercise), ms: 3_000 }));

  it("recomputes every verdict and grades each card once", () => {
    const result = scoreReview(session, perfect, 10 * 60_000);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.score).toMatchObject({
      correct: session.length,
      total: session.length,
      cards: items.length,
      durationMs: 3_000 * session.length,
    });
    expect(result.score.outcomes.every(({ outcome }) => outcome.verdict === "correct")).toBe(true);
  });

  it("takes a choice made while the session was shown in another language (the learner switched halfway)", () => {
    const inEach = Object.fromEntries(
      locales.map((locale) => [locale, buildReviewSession({ course: english, itemIds: items, locale, seed: "score" })]),
    );
    const ukrainian = inEach.uk!;
    const switched = session.findIndex(
      (exercise, index) => exercise.type === "choose" && exercise.answer !== (ukrainian[index] as typeof exercise).answer,
    );
    expect(switched, "a choice of meanings that differs in Ukrainian").toBeGreaterThanOrEqual(0);
    // Started in English (the plan's language); from this choice on the learner read the session in Ukrainian.
    const answers = perfect.map((answer, index) => (index < switched ? answer : { ...answer, response: rightAnswer(ukrainian[index]!) }));
    const others = () => locales.filter((locale) => locale !== "en").map((locale) => inEach[locale]!);
    const score = (given: SubmittedAnswer[], inOtherLocales?: () => ReviewExercise[][]) => {
      const result = scoreReview(session, given, 10 * 60_000, inOtherLocales);
      return result.ok ? result.score.correct : result.problem;
    };
    expect(score(answers, others)).toBe(session.length);
    // Without the other languages the Ukrainian choice would be wrong.
    expect(score(answers)).toBe(session.length - 1);
    // A wrong Ukrainian choice stays wrong.
    const choice = ukrainian[switched] as Extract<ReviewExercise, { type: "choose" }>;
    const wrong = answers.map((answer, index) =>
      index === switched ? { ...answer, response: choice.choices.find((other) => other !== choice.answer)! } : answer,
    );
    expect(score(wrong, others)).toBe(session.length - 1);
  });

  it("does not take a choice that one language offers as a wrong one, though it is right in another", () => {
    const choose = (choices: string[], answer: string): ReviewExercise => ({
      id: "review-1",
      type: "choose",
      question: "home",
      choices,
      answer,
      itemIds: [word("home")],
    });
    // Asked about "home": one language writes the house as "casa" among the wrong choices, another writes home as "casa".
    const asked = choose(["lar", "casa", "rua"], "lar");
    const elsewhere = choose(["casa", "edificio", "calle"], "casa");
    const answered = (response: string) =>
      scoreReview([asked], [{ exerciseId: "review-1", response, ms: 3_000 }], 60_000, () => [[elsewhere]]);
    expect(answered("casa")).toMatchObject({ ok: true, score: { correct: 0 } });
    expect(answered("lar")).toMatchObject({ ok: true, score: { correct: 1 } });
    const elsewhereOnly = (response: string) =>
      scoreReview([choose(["lar", "rua", "praça"], "lar")], [{ exerciseId: "review-1", response, ms: 3_000 }], 60_000, () => [[elsewhere]]);
    expect(elsewhereOnly("casa")).toMatchObject({ ok: true, score: { correct: 1 } });
  });

  it("asks the same cards in the same order and types in every interface language", () => {
    const shape = (exercises: ReviewExercise[]) => exercises.map(({ id, type, itemIds }) => ({ id, type, itemIds }));
    for (const course of content.courses) {
      const ids = [...courseWords(course).keys()].map((id) => `${course.id}:word:${id}`);
      for (let start = 0; start < ids.length; start += 20) {
        const window = ids.slice(start, start + 20);
        for (const seed of ["a", "b"]) {
          const first = shape(buildReviewSession({ course, itemIds: window, locale: "en", seed }));
          for (const locale of locales.filter((other) => other !== "en"))
            expect(shape(buildReviewSession({ course, itemIds: window, locale, seed })), `${course.id} ${start} ${seed} ${locale}`).toEqual(
              first,
            );
        }
      }
    }
  });

  it("does not trust the answers: wrong responses are wrong, time is capped per answer and by the wall time", () => {
    const sloppy = perfect.map((answer, index) => (index === 0 ? { ...answer, response: "zzz", ms: 3_600_000 } : answer));
    const result = scoreReview(session, sloppy, 20_000);
    expect(result.ok && result.score.correct).toBe(session.length - 1);
    expect(result.ok && result.score.durationMs).toBe(20_000);
    const capped = scoreReview(session, sloppy, 24 * 3_600_000);
    expect(capped.ok && capped.score.durationMs).toBe(MAX_ANSWER_MS + 3_000 * (session.length - 1));
  });

  it("refuses an answer to an exercise outside the session, a missing one and a repeated one; retries are allowed", () => {
    expect(scoreReview(session, [...perfect, { exerciseId: "review-99", response: "x", ms: 1 }], 60_000)).toEqual({
      ok: false,
      problem: { code: "unknown_exercise", exerciseId: "review-99" },
    });
    expect(scoreReview(session, perfect.slice(1), 60_000)).toEqual({
      ok: false,
      problem: { code: "missing_answer", exerciseId: "review-1" },
    });
    expect(scoreReview(session, [...perfect, perfect[0]!], 60_000)).toMatchObject({ ok: false, problem: { code: "duplicate_answer" } });
    expect(scoreReview(session, [...perfect, { ...perfect[0]!, retry: true }], 600_000).ok).toBe(true);
  });

  it("grades with the lesson's rules: an almost counts as right, a match with a wrong match is wrong for every word in it", () => {
    const answers = perfect.map((answer) => {
      const exercise = session.find((candidate) => candidate.id === answer.exerciseId)!;
      if (exercise.type === "match_pairs") return { ...answer, mistakes: 1 };
      if (exercise.type === "translate") return { ...answer, response: `${answer.response!.slice(0, -1)}x` };
      return answer;
    });
    const result = scoreReview(session, answers, 600_000);
    if (!result.ok) throw new Error(result.problem.code);
    const match = session.find((exercise) => exercise.type === "match_pairs");
    for (const itemId of match?.itemIds ?? []) {
      expect(result.score.outcomes.find((outcome) => outcome.itemId === itemId)?.outcome.verdict).toBe("wrong");
    }
    const wrong = result.score.verdicts.filter(({ verdict }) => verdict === "wrong").length;
    expect(result.score.correct).toBe(session.length - wrong);
  });

  it("grades a match's words by its wrong tries when the answer names them; the match is still a wrong answer", () => {
    const match = session.find((exercise) => exercise.type === "match_pairs");
    if (match?.type !== "match_pairs") throw new Error("the session has a match");
    const [confused, ...known] = match.wordIds;
    const answers = perfect.map((answer) => (answer.exerciseId === match.id ? { ...answer, mistakes: 1, missed: [confused!] } : answer));
    const result = scoreReview(session, answers, 600_000);
    if (!result.ok) throw new Error(result.problem.code);
    const verdictOf = (itemId: string) => result.score.outcomes.find((outcome) => outcome.itemId === itemId)?.outcome.verdict;
    expect(verdictOf(match.itemIds[0]!)).toBe("wrong");
    expect(match.itemIds.slice(1).map(verdictOf)).toEqual(known.map(() => "correct"));
    expect(result.score.verdicts.find(({ exerciseId }) => exerciseId === match.id)?.verdict).toBe("wrong");
  });
});

describe("planning the days", () => {
  const today = "2026-04-10";

  it("takes today the cards due by the end of the local day, at most the daily cap; the rest wait for the next days", () => {
    const backlog = Array.from({ length: 12 }, (_, index) =>
      dueAt(word(`w${String(index).padStart(2, "0")}`), `2026-04-0${1 + (index % 9)}T08:00:00Z`),
    );
    const due = reviewsDueToday(backlog, { today, timeZone: KYIV, dailyCap: 5 });
    expect(due).toHaveLength(5);
    expect(due[0]!.due.toISOString()).toBe("2026-04-01T08:00:00.000Z");
    const week = weekOfReviews(backlog, { today, timeZone: KYIV, dailyCap: 5 });
    expect(week.map(({ count }) => count)).toEqual([5, 5, 2, 0, 0, 0, 0]);
    expect(week[6]!.day).toBe("2026-04-16");
  });

  it("respects a planned break: no reviews on its days and nothing piled up after it", () => {
    const cards = [dueAt(word("a"), "2026-04-11T08:00:00Z"), dueAt(word("b"), "2026-04-12T08:00:00Z")];
    const breaks = [{ firstDay: "2026-04-11", days: 3 }];
    expect(reviewsDueToday(cards, { today: "2026-04-11", timeZone: KYIV, breaks })).toEqual([]);
    const week = weekOfReviews(cards, { today, timeZone: KYIV, breaks });
    expect(week.map(({ count, onBreak }) => [count, onBreak])).toEqual([
      [0, false],
      [0, true],
      [0, true],
      [0, true],
      [1, false],
      [1, false],
      [0, false],
    ]);
  });

  it("reviews a card learned today from tomorrow on (local day), not ten minutes later", () => {
    const learnedAt = new Date("2026-04-10T18:00:00Z"); // 21:00 in Kyiv
    const learned = reviewCard(newCard(word("hello"), learnedAt), "good", learnedAt);
    expect(learned.due.getTime() - learnedAt.getTime()).toBe(10 * 60_000);
    expect(reviewsDueToday([learned], { today, timeZone: KYIV })).toEqual([]);
    expect(reviewsDueToday([learned], { today: "2026-04-11", timeZone: KYIV }).map((card) => card.itemId)).toEqual([word("hello")]);
    expect(oncePerDay([learned], KYIV)[0]!.due > learnedAt).toBe(true);
  });

  it("finds weak items: lapsed cards first, then the least stable; stable cards are not weak", () => {
    const cards = [
      dueAt(word("steady"), "2026-05-01T08:00:00Z", { stability: 30 }),
      dueAt(word("shaky"), "2026-05-01T08:00:00Z", { stability: 1.2 }),
      dueAt(word("forgotten"), "2026-05-01T08:00:00Z", { stability: 5, lapses: 2 }),
      dueAt(word("slipped"), "2026-05-01T08:00:00Z", { stability: 8, lapses: 1 }),
      { ...dueAt(word("unseen"), "2026-05-01T08:00:00Z", { stability: 0 }), state: "new" as const },
    ];
    expect(weakCards(cards).map((card) => card.itemId)).toEqual([word("forgotten"), word("slipped"), word("shaky")]);
  });
});

describe("near-synonyms in reviews", () => {
  const words = [...courseWords(english).values()];

  it("never offers a near-synonym of the word asked about as a wrong answer", () => {
    const withSynonyms = words.filter((entry) => words.some((other) => areNearSynonyms("en", entry.text, other.text)));
    expect(withSynonyms.map((entry) => entry.text)).toEqual(expect.arrayContaining(["memorable", "unforgettable", "customer"]));
    let asked = 0;
    for (const entry of withSynonyms) {
      for (let index = 0; index < 12; index++) {
        for (const exercise of buildReviewSession({ course: english, itemIds: [word(entry.id)], locale: "uk", seed: `syn-${index}` })) {
          if (exercise.type !== "choose" && exercise.type !== "listen_choose") continue;
          asked += 1;
          const offered = words.filter((other) => exercise.choices.includes(other.text) || exercise.choices.includes(other.translation.uk));
          const wrong = offered.filter((other) => other.id !== entry.id);
          expect(
            wrong.filter((other) => areNearSynonyms("en", entry.text, other.text)).map((other) => other.text),
            `choices for ${entry.text}`,
          ).toEqual([]);
        }
      }
    }
    expect(asked).toBeGreaterThan(withSynonyms.length);
  });
});
