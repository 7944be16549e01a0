import type { Locale } from "@/lib/i18n";
import { canonicalAnswer, type AnswerCheck } from "./check-answer";
import type { Word } from "./content-schema";
import type { Course } from "./course-content";
import { GAP } from "./course-levels";
import { areNearSynonyms } from "./near-synonyms";
import { courseWords, findLesson, meaningOf, playableExercise, playableWord, type PlayableExercise } from "./playable";
import { answerVerdict, isRight, matchWordVerdict, MAX_ANSWER_MS, type SubmittedAnswer } from "./scoring";
import { FAST_ANSWER_MS, spreadBacklog, todaysReviews, type ExerciseOutcome, type ReviewCard, type SpreadOptions } from "./reviews";
import { addDays, localDay, type LocalDay } from "./streak";
import { seededRandom, shuffled } from "./seeded-random";

/**
 * Review sessions (decision record 0024): what today's review and a practice of weak items ask.
 * Pure, so the server rebuilds the very same session when it scores it.
 * - A word card becomes one of: choose the word for its translation, choose the translation of the
 *   word, listen and choose, listen and type, translate, fill the gap of the word's example
 *   sentence, or match pairs (three or four due words at once). The kinds rotate from a seeded
 *   start, so a session mixes them and the same seed always gives the same session.
 * - A sentence card replays the exercise it was learned in, from the content.
 * - An item whose content is gone (a removed word or exercise) is skipped.
 * - A card is reviewed at most once per local day: one graded today (in a lesson) waits until
 *   tomorrow, however short its FSRS learning step is (the lesson repeats mistakes itself).
 */

/** An exercise of a review session and the cards (`itemIds`) its answer grades. */
export type ReviewExercise = PlayableExercise & { itemIds: string[] };

export type ReviewMode = "due" | "weak";

/** Cards per session: a bigger day is done in several sessions. */
export const SESSION_CARDS = 20;
/** A practice of weak items takes the weakest cards, at most this many. */
export const WEAK_SESSION_CARDS = 10;
/** A card that lapsed, or whose memory holds for less than this many days, is weak. */
export const WEAK_STABILITY_DAYS = 2;
/** A typed answer this quick (ms) is easy; choosing is quicker than typing. */
export const FAST_TYPED_MS = 12_000;

export type ReviewItem =
  { course: string; kind: "word"; wordId: string } | { course: string; kind: "sentence"; lessonId: string; exerciseId: string };

/** `en:word:hello` or `en:sentence:<lessonId>:<exerciseId>` (server/review-cards.ts writes them). */
export function parseItemId(itemId: string): ReviewItem | undefined {
  const parts = itemId.split(":");
  if (parts[1] === "word" && parts.length === 3 && parts[2]) return { course: parts[0]!, kind: "word", wordId: parts[2] };
  if (parts[1] === "sentence" && parts.length === 4 && parts[2] && parts[3]) {
    return { course: parts[0]!, kind: "sentence", lessonId: parts[2], exerciseId: parts[3] };
  }
  return undefined;
}

/** True when the course still has what the card asks about (a word, or a replayable exercise). */
export function hasReviewContent(course: Course, itemId: string, words: ReadonlyMap<string, Word> = courseWords(course)): boolean {
  const item = parseItemId(itemId);
  if (!item || item.course !== course.id) return false;
  if (item.kind === "word") return words.has(item.wordId);
  const exercise = findLesson([course], item.lessonId)?.lesson.exercises.find((candidate) => candidate.id === item.exerciseId);
  return exercise !== undefined && exercise.type !== "flashcard";
}

/** The cards as the daily plan sees them: one graded today is not due before tomorrow. */
export function oncePerDay(cards: readonly ReviewCard[], timeZone: string): ReviewCard[] {
  return cards.map((card) => {
    if (!card.lastReview) return card;
    if (localDay(card.due, timeZone) > localDay(card.lastReview, timeZone)) return card;
    const nextDay = new Date(card.lastReview.getTime() + 86_400_000);
    return { ...card, due: nextDay > card.due ? nextDay : card.due };
  });
}

/** Weak cards, weakest first: those that lapsed (most lapses first), then those of low stability. */
export function weakCards(cards: readonly ReviewCard[]): ReviewCard[] {
  return cards
    .filter((card) => card.state !== "new" && (card.lapses > 0 || card.stability < WEAK_STABILITY_DAYS))
    .sort((a, b) => b.lapses - a.lapses || a.stability - b.stability || (a.itemId < b.itemId ? -1 : 1));
}

type WordMode = "choose_word" | "choose_translation" | "listen_choose" | "listen_type" | "translate" | "fill_gap" | "match_pairs";
const WORD_MODES: readonly WordMode[] = [
  "choose_word",
  "choose_translation",
  "listen_choose",
  "listen_type",
  "translate",
  "fill_gap",
  "match_pairs",
];
const MODE_TYPE: Record<WordMode, PlayableExercise["type"]> = {
  choose_word: "choose",
  choose_translation: "choose",
  listen_choose: "listen_choose",
  listen_type: "listen_type",
  translate: "translate",
  fill_gap: "fill_gap",
  match_pairs: "match_pairs",
};
const DISTRACTORS = 3;
const MATCH_MIN = 3;
const MATCH_MAX = 4;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The word's example with the word gapped, or undefined when the example does not contain it. */
export function gappedExample(word: Pick<Word, "text" | "example">): { sentence: string; answer: string } | undefined {
  if (!word.example) return undefined;
  const bare = word.text.replace(/[.!?]+$/u, "").trim();
  if (!bare) return undefined;
  const found = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(bare)}(?![\\p{L}\\p{N}])`, "iu").exec(word.example);
  if (!found) return undefined;
  const sentence = word.example.slice(0, found.index) + GAP + word.example.slice(found.index + found[0].length);
  return { sentence, answer: found[0] };
}

interface BuildContext {
  course: Course;
  locale: Locale;
  words: ReadonlyMap<string, Word>;
  /** The words a question about `word` may offer beside it: those of its level and the levels before. */
  pool: (word: Word) => readonly Word[];
  random: () => number;
}

/**
 * Each word's pool of distractors: the course's words up to the word's own level, so a learner is
 * never offered a word of a level they have not reached (which they could rule out unread).
 */
const poolsOf = new WeakMap<Course, (word: Word) => readonly Word[]>();
function poolsByWord(course: Course): (word: Word) => readonly Word[] {
  const cached = poolsOf.get(course);
  if (cached) return cached;
  const pools = new Map<string, Word[]>();
  const upToHere: Word[] = [];
  for (const { units } of course.levels) {
    const level = units.flatMap((unit) => unit.lessons.flatMap((lesson) => lesson.words));
    upToHere.push(...level);
    const pool = [...upToHere];
    for (const word of level) pools.set(word.id, pool);
  }
  const poolOf = (word: Word): readonly Word[] => pools.get(word.id) ?? upToHere;
  poolsOf.set(course, poolOf);
  return poolOf;
}

/** The word's meaning for this session's learner: a translation, or a definition (`meaningOf`). */
const meaning = (word: Word, { course, locale }: BuildContext) => meaningOf(word, course.id, locale);

/**
 * Up to three other words of the course to choose from, differing from `word` in text and meaning,
 * and none a near-synonym of it (memorable is not offered as a wrong answer for unforgettable).
 */
function distractors(word: Word, context: BuildContext): Word[] {
  const { pool, random } = context;
  const same = (a: string, b: string) => canonicalAnswer(a).toLowerCase() === canonicalAnswer(b).toLowerCase();
  const picked: Word[] = [];
  for (const candidate of shuffled(pool(word), random)) {
    if (picked.length === DISTRACTORS) break;
    if (candidate.id === word.id || same(candidate.text, word.text) || same(meaning(candidate, context), meaning(word, context))) continue;
    if (areNearSynonyms(context.course.id, candidate.text, word.text)) continue;
    if (picked.some((other) => same(other.text, candidate.text) || same(meaning(other, context), meaning(candidate, context)))) continue;
    picked.push(candidate);
  }
  return picked;
}

function wordExercise(mode: WordMode, group: Word[], id: string, context: BuildContext): PlayableExercise | undefined {
  const { course, locale, random } = context;
  const word = group[0]!;
  const translation = meaning(word, context);
  const others = () => distractors(word, context);
  switch (mode) {
    case "choose_word": {
      const choices = others().map((other) => other.text);
      if (choices.length === 0) return undefined;
      return { id, type: "choose", question: translation, choices: shuffled([word.text, ...choices], random), answer: word.text };
    }
    case "choose_translation": {
      const choices = others().map((other) => meaning(other, context));
      if (choices.length === 0) return undefined;
      return { id, type: "choose", question: word.text, choices: shuffled([translation, ...choices], random), answer: translation };
    }
    case "listen_choose": {
      const choices = others().map((other) => other.text);
      if (choices.length === 0) return undefined;
      return { id, type: "listen_choose", audio: word.text, choices: shuffled([word.text, ...choices], random), answer: word.text };
    }
    case "listen_type":
      return { id, type: "listen_type", audio: word.text };
    case "translate":
      return { id, type: "translate", source: translation, answers: [word.text], fromMeaning: true };
    case "fill_gap": {
      const gapped = gappedExample(word);
      return gapped && { id, type: "fill_gap", sentence: gapped.sentence, answer: gapped.answer, hint: translation };
    }
    case "match_pairs":
      if (group.length < MATCH_MIN) return undefined;
      return {
        id,
        type: "match_pairs",
        wordIds: group.map((member) => member.id),
        pairs: group.map((member) => playableWord(member, course.id, locale)),
      };
  }
}

/** Moves an exercise that repeats the type of the one before it behind the next one of another type. */
function avoidRepeats(exercises: ReviewExercise[]): ReviewExercise[] {
  const result = [...exercises];
  for (let i = 1; i < result.length; i++) {
    if (result[i]!.type !== result[i - 1]!.type) continue;
    const j = result.findIndex((candidate, k) => k > i && candidate.type !== result[i - 1]!.type);
    if (j === -1) break;
    const [moved] = result.splice(j, 1);
    result.splice(i, 0, moved!);
  }
  return result;
}

export interface SessionInput {
  course: Course;
  /** The cards to review, in the order they should be asked (most overdue first). */
  itemIds: readonly string[];
  locale: Locale;
  /** The same seed, items, locale and content always give the same session. */
  seed: string;
}

/** The review session for these cards: mixed exercise types, each knowing the cards it grades. */
export function buildReviewSession({ course, itemIds, locale, seed }: SessionInput): ReviewExercise[] {
  const words = courseWords(course);
  const random = seededRandom(seed);
  const context: BuildContext = { course, locale, words, pool: poolsByWord(course), random };
  const modes = shuffled(WORD_MODES, random);
  let nextMode = 0;
  const built: ReviewExercise[] = [];
  const pendingWords: Word[] = [];
  const items = [...new Set(itemIds)].map((itemId) => ({ itemId, item: parseItemId(itemId) }));
  for (const { item } of items)
    if (item?.kind === "word" && item.course === course.id && words.has(item.wordId)) pendingWords.push(words.get(item.wordId)!);
  const taken = new Set<string>();
  const draft = () => `draft-${built.length}`;

  for (const { itemId, item } of items) {
    if (!item || item.course !== course.id || taken.has(itemId)) continue;
    if (item.kind === "sentence") {
      const exercise = findLesson([course], item.lessonId)?.lesson.exercises.find((candidate) => candidate.id === item.exerciseId);
      if (!exercise || exercise.type === "flashcard") continue;
      try {
        built.push({ ...playableExercise(exercise, words, course.id, locale), id: draft(), itemIds: [itemId] });
        taken.add(itemId);
      } catch {
        // A match whose words were removed from the content: skipped like any removed item.
      }
      continue;
    }
    const word = words.get(item.wordId);
    if (!word) continue;
    const lastType = built.at(-1)?.type;
    for (let tried = 0; tried < modes.length; tried++) {
      const mode = modes[(nextMode + tried) % modes.length]!;
      if (MODE_TYPE[mode] === lastType && tried < modes.length - 1) continue;
      const rest = pendingWords.filter((other) => other.id !== word.id && !taken.has(`${course.id}:word:${other.id}`));
      const group = mode === "match_pairs" ? [word, ...rest.slice(0, MATCH_MAX - 1)] : [word];
      const exercise = wordExercise(mode, group, draft(), context);
      if (!exercise) continue;
      const graded = group.map((member) => `${course.id}:word:${member.id}`);
      built.push({ ...exercise, itemIds: graded });
      for (const id of graded) taken.add(id);
      nextMode = (nextMode + tried + 1) % modes.length;
      break;
    }
  }
  return avoidRepeats(built).map((exercise, index) => ({ ...exercise, id: `review-${index + 1}` }));
}

const TYPED: ReadonlySet<PlayableExercise["type"]> = new Set(["fill_gap", "listen_type", "translate", "word_bank"]);

export type ScoreProblem =
  | { code: "unknown_exercise"; exerciseId: string }
  | { code: "missing_answer"; exerciseId: string }
  | { code: "duplicate_answer"; exerciseId: string };

export interface ScoredReview {
  correct: number;
  total: number;
  /** Cards graded (each once, by its worst outcome). */
  cards: number;
  /** Time counted: each answer at most `MAX_ANSWER_MS` (model/scoring.ts), all of them at most the wall time. */
  durationMs: number;
  outcomes: { itemId: string; outcome: ExerciseOutcome }[];
  verdicts: { exerciseId: string; verdict: AnswerCheck["verdict"] }[];
}

/**
 * Scores a review's answers against the session: every exercise answered once (retries aside), no
 * other. `exercises` is the session as the plan builds it (in the language it was started in);
 * `inOtherLocales` gives the same session in the other interface languages (same ids, types and
 * cards, other texts). A session follows the page's language, so a learner who switched language
 * partway chose some meanings as another language writes them: a choice that is wrong in
 * `exercises` counts as right when it is the right one in another language's build and no build
 * offers it as a wrong one. The other builds are made only when a choice is wrong.
 */
export function scoreReview(
  exercises: readonly ReviewExercise[],
  answers: readonly SubmittedAnswer[],
  wallMs: number,
  inOtherLocales: () => readonly (readonly ReviewExercise[])[] = () => [],
): { ok: true; score: ScoredReview } | { ok: false; problem: ScoreProblem } {
  const byId = new Map(exercises.map((exercise) => [exercise.id, exercise]));
  const first = new Map<string, SubmittedAnswer>();
  for (const answer of answers) {
    if (!byId.has(answer.exerciseId)) return { ok: false, problem: { code: "unknown_exercise", exerciseId: answer.exerciseId } };
    if (answer.retry) continue;
    if (first.has(answer.exerciseId)) return { ok: false, problem: { code: "duplicate_answer", exerciseId: answer.exerciseId } };
    first.set(answer.exerciseId, answer);
  }
  const missing = exercises.find((exercise) => !first.has(exercise.id));
  if (missing) return { ok: false, problem: { code: "missing_answer", exerciseId: missing.id } };

  const capped = (ms: number) => Math.min(Math.max(0, Math.round(Number.isFinite(ms) ? ms : 0)), MAX_ANSWER_MS);
  // The lesson's rules (model/scoring.ts): choices exact, typing forgiving, a match right only without a wrong match.
  let others: ReadonlyMap<string, ReviewExercise>[] | undefined;
  const verdictOf = (exercise: ReviewExercise, answer: SubmittedAnswer) => {
    const verdict = answerVerdict(exercise, answer) ?? ("correct" as const);
    if (isRight(verdict) || answer.response === null || (exercise.type !== "choose" && exercise.type !== "listen_choose")) return verdict;
    others ??= inOtherLocales().map((version) => new Map(version.map((other) => [other.id, other])));
    const versions = [exercise, ...others.map((version) => version.get(exercise.id))].filter(
      (version): version is typeof exercise => version?.type === exercise.type,
    );
    const given = canonicalAnswer(answer.response);
    const rightSomewhere = versions.some((version) => canonicalAnswer(version.answer) === given);
    const wrongSomewhere = versions.some(
      (version) => canonicalAnswer(version.answer) !== given && version.choices.some((choice) => canonicalAnswer(choice) === given),
    );
    return rightSomewhere && !wrongSomewhere ? ("correct" as const) : verdict;
  };
  const verdicts = exercises.map((exercise) => ({ exerciseId: exercise.id, verdict: verdictOf(exercise, first.get(exercise.id)!) }));
  const outcomes = exercises.flatMap((exercise, index) =>
    exercise.itemIds.map((itemId, item) => ({
      itemId,
      outcome: {
        // A match grades each word by whether it was in a wrong match (its cards follow its words).
        verdict:
          exercise.type === "match_pairs"
            ? matchWordVerdict(verdicts[index]!.verdict, first.get(exercise.id)!.missed, exercise.wordIds[item]!)
            : verdicts[index]!.verdict,
        durationMs: capped(first.get(exercise.id)!.ms),
        fastWithinMs: TYPED.has(exercise.type) ? FAST_TYPED_MS : FAST_ANSWER_MS,
      },
    })),
  );
  const spent = answers.reduce((sum, answer) => sum + capped(answer.ms), 0);
  return {
    ok: true,
    score: {
      correct: verdicts.filter(({ verdict }) => isRight(verdict)).length,
      total: exercises.length,
      cards: new Set(outcomes.map(({ itemId }) => itemId)).size,
      durationMs: Math.min(spent, Math.max(0, Math.round(wallMs))),
      outcomes,
      verdicts,
    },
  };
}

/** The coming week (today first, seven days) with the reviews planned on each day; a backlog is spread by the daily cap. */
export function weekOfReviews(cards: readonly ReviewCard[], options: SpreadOptions): { day: LocalDay; count: number; onBreak: boolean }[] {
  const { today, breaks = [] } = options;
  const plan = spreadBacklog(oncePerDay(cards, options.timeZone), { ...options, horizonDays: WEEK_DAYS - 1 });
  return Array.from({ length: WEEK_DAYS }, (_, index) => {
    const day = addDays(today, index);
    return {
      day,
      count: plan.find((entry) => entry.day === day)?.cards.length ?? 0,
      onBreak: breaks.some((pause) => day >= pause.firstDay && day < addDays(pause.firstDay, pause.days)),
    };
  });
}

/** Today's cards to review (most overdue first, at most the daily cap, breaks respected, once a day). */
export function reviewsDueToday(cards: readonly ReviewCard[], options: SpreadOptions): ReviewCard[] {
  return todaysReviews(oncePerDay(cards, options.timeZone), options);
}

const WEEK_DAYS = 7;
