import { GAP, type CourseId } from "./course-levels";
import { areNearSynonyms } from "./near-synonyms";
import type { PlayableExercise, PlayableLesson, PlayableWord } from "./playable";
import { answerVerdict, isRight, matchWordVerdict, MAX_ANSWER_MS, type SubmittedAnswer, type Verdict } from "./scoring";
import { seededRandom, shuffled } from "./seeded-random";

/**
 * Extra practice (the `practice_with_ai_step` experiment, decision record 0029): after a lesson's
 * last exercise, 3–5 more exercises of the existing types, built from THIS lesson only — what the
 * learner got wrong or almost, then the lesson's new words they have not typed yet. Pure and
 * deterministic: the same lesson and the same first tries give the same exercises in the browser
 * (which plays them) and on the server (which builds them again to grade the answers it is sent).
 * No outside service: the UI calls it "Extra practice".
 */
export const PRACTICE_PREFIX = "practice:";
export const MIN_PRACTICE = 3;
export const MAX_PRACTICE = 5;
/** Distractors added to a choice or to tiles built from the lesson. */
const DISTRACTORS = 2;

export const isPracticeId = (exerciseId: string) => exerciseId.startsWith(PRACTICE_PREFIX);

/** A first try at one of the lesson's exercises, as the player records it and the server recomputes it. */
export interface FirstTry {
  exerciseId: string;
  response: string | null;
  /** null (or "seen"): a flashcard, not a question. */
  verdict: Verdict | "seen" | null;
  /** A match: the words of its wrong tries, when the player said which. */
  missed?: readonly string[];
}

export interface PracticeItem {
  exercise: PlayableExercise;
  /** "mistake": an exercise missed or almost; "word": a new word to type from its meaning. */
  source: "mistake" | "word";
}

/** The lesson as the generator reads it (a playable lesson in any interface locale gives the same exercises). */
export type PracticeLesson = Pick<PlayableLesson, "id" | "course" | "words" | "exercises">;

/** Lower case, letters, digits and apostrophes: how a typed response is searched for a word. */
const plain = (text: string) =>
  ` ${text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\u2018\u2019`´]/gu, "'")
    .replace(/[^\p{L}\p{M}\p{N}']+/gu, " ")
    .trim()} `;

/** The words of a sentence without the punctuation around them (tiles carry words). */
const wordsOf = (sentence: string) =>
  sentence
    .split(/\s+/u)
    .map((word) => word.replace(/^[¿¡"“«(]+|[.,!?;:"”»)]+$/gu, ""))
    .filter((word) => word.length > 0);

const TYPED = new Set<PlayableExercise["type"]>(["fill_gap", "listen_type", "translate"]);

/** Sentences of the lesson in the target language (choices for "which sentence did you hear?"). */
function lessonSentences(lesson: PracticeLesson): string[] {
  const sentences: string[] = [];
  for (const exercise of lesson.exercises) {
    if (exercise.type === "listen_type") sentences.push(exercise.audio);
    else if (exercise.type === "translate") sentences.push(exercise.answers[0]!);
    else if (exercise.type === "word_bank") sentences.push(exercise.answer);
  }
  for (const word of lesson.words) if (word.example) sentences.push(word.example);
  return sentences;
}

/**
 * Up to `count` texts from `pool` that differ from `answer` and from each other (compared plainly),
 * in a seeded order; with `course`, none that is a near-synonym of `answer` (model/near-synonyms.ts).
 */
function distractors(pool: readonly string[], answer: string, seed: string, course?: CourseId, count = DISTRACTORS): string[] {
  const taken = new Set([plain(answer)]);
  const picked: string[] = [];
  for (const text of shuffled(pool, seededRandom(seed))) {
    if (picked.length === count) break;
    if (taken.has(plain(text)) || (course && areNearSynonyms(course, text, answer))) continue;
    taken.add(plain(text));
    picked.push(text);
  }
  return picked;
}

/** A sentence heard rather than read (`listen`) is heard again in its practice. */
const listen = (exercise: { listen?: true }) => (exercise.listen ? { listen: true as const } : {});

/** A missed exercise, practised in another existing type where one fits (else the same, reshuffled). */
function fromMistake(exercise: PlayableExercise, lesson: PracticeLesson, id: string): PlayableExercise {
  const seed = `${lesson.id}:${id}`;
  const explanation = exercise.explanation ? { explanation: exercise.explanation } : {};
  const wordTexts = lesson.words.map((word) => word.text);
  switch (exercise.type) {
    case "translate": {
      // Build the sentence from tiles this time.
      const answer = exercise.answers[0]!;
      const own = new Set(wordsOf(answer).map(plain));
      // No tile that could stand in for one of the sentence's words (a second right sentence).
      const standsIn = (text: string) => wordsOf(answer).some((word) => areNearSynonyms(lesson.course, text, word));
      const extra = distractors(
        wordTexts.filter((text) => wordsOf(text).length === 1 && !own.has(plain(text)) && !standsIn(text)),
        answer,
        seed,
      );
      const tiles = shuffled([...wordsOf(answer), ...extra], seededRandom(seed));
      return { id, type: "word_bank", translation: exercise.source, answer, tiles, ...listen(exercise), ...explanation };
    }
    case "word_bank":
      // Type the sentence the tiles built.
      return { id, type: "translate", source: exercise.translation, answers: [exercise.answer], ...listen(exercise), ...explanation };
    case "fill_gap": {
      // Choose the missing word among the lesson's words.
      const others = distractors(
        [...wordTexts, ...lesson.exercises.flatMap((e) => (e.type === "fill_gap" ? [e.answer] : []))],
        exercise.answer,
        seed,
        lesson.course,
      );
      if (others.length === 0) return { ...exercise, id };
      const choices = shuffled([exercise.answer, ...others], seededRandom(seed));
      return { id, type: "choose", question: exercise.sentence, choices, answer: exercise.answer, ...explanation };
    }
    case "listen_type": {
      // Choose the sentence heard among the lesson's sentences.
      const others = distractors(lessonSentences(lesson), exercise.audio, seed);
      if (others.length === 0) return { ...exercise, id };
      const choices = shuffled([exercise.audio, ...others], seededRandom(seed));
      return { id, type: "listen_choose", audio: exercise.audio, choices, answer: exercise.audio, ...explanation };
    }
    case "choose":
      // A gapped question becomes typing the missing word; any other choice comes back reshuffled.
      if (exercise.question.includes(GAP))
        return { id, type: "fill_gap", sentence: exercise.question, answer: exercise.answer, ...explanation };
      return { ...exercise, id, choices: shuffled(exercise.choices, seededRandom(seed)) };
    case "listen_choose":
    case "dialogue":
      return { ...exercise, id, choices: shuffled(exercise.choices, seededRandom(seed)) };
    case "match_pairs":
    case "flashcard":
      return { ...exercise, id };
  }
}

const wordExercise = (word: PlayableWord, id: string): PlayableExercise => ({
  id,
  type: "translate",
  source: word.meaning,
  answers: [word.text],
  fromMeaning: true,
});

/**
 * The extra practice for `lesson` after these first tries: the missed exercises (wrong or almost,
 * in lesson order) in another type, then the new words not typed right yet (the words of a missed
 * match first), at most {@link MAX_PRACTICE}; topped up to {@link MIN_PRACTICE} with the lesson's
 * other words when the learner missed little. Empty when the lesson has nothing to practise.
 */
export function buildExtraPractice(lesson: PracticeLesson, tries: readonly FirstTry[]): PracticeItem[] {
  const verdicts = new Map(tries.map((attempt) => [attempt.exerciseId, attempt]));
  const missed = lesson.exercises.filter((exercise) => {
    const verdict = verdicts.get(exercise.id)?.verdict;
    return exercise.type !== "flashcard" && (verdict === "wrong" || verdict === "almost");
  });
  const typed = tries
    .filter((attempt) => attempt.response !== null && isRight(attempt.verdict === "seen" ? null : attempt.verdict))
    .filter((attempt) => TYPED.has(lesson.exercises.find((exercise) => exercise.id === attempt.exerciseId)?.type ?? "flashcard"))
    .map((attempt) => plain(attempt.response!))
    .join(" ");
  const wasTyped = (word: PlayableWord) => typed.includes(plain(word.text));

  // A missed match's words that were not known, by the rule the review cards follow (matchWordVerdict).
  const missedMatchWords = missed.flatMap((exercise) => {
    if (exercise.type !== "match_pairs") return [];
    const wrongTries = verdicts.get(exercise.id)?.missed;
    return exercise.pairs.filter((word) => matchWordVerdict("wrong", wrongTries, word.id) === "wrong");
  });
  const lessonWordIds = new Set(lesson.words.map((word) => word.id));
  const words: PlayableWord[] = [];
  for (const word of [...missedMatchWords.filter((w) => lessonWordIds.has(w.id)), ...lesson.words])
    if (!wasTyped(word) && !words.some((w) => w.id === word.id)) words.push(word);
  const topUp = lesson.words.filter((word) => !words.some((w) => w.id === word.id));

  const sources: Array<{ source: "mistake"; exercise: PlayableExercise } | { source: "word"; word: PlayableWord }> = [
    ...missed.filter((exercise) => exercise.type !== "match_pairs").map((exercise) => ({ source: "mistake" as const, exercise })),
    ...words.map((word) => ({ source: "word" as const, word })),
  ].slice(0, MAX_PRACTICE);
  for (const word of topUp) {
    if (sources.length >= MIN_PRACTICE) break;
    sources.push({ source: "word", word });
  }
  return sources.map((item, index) => {
    const id = `${PRACTICE_PREFIX}${index + 1}:${item.source === "word" ? `word-${item.word.id}` : item.exercise.id}`;
    return item.source === "word"
      ? { source: "word", exercise: wordExercise(item.word, id) }
      : { source: "mistake", exercise: fromMistake(item.exercise, lesson, id) };
  });
}

/** The first try of each of the lesson's exercises in `answers` (retries and practice left out), with its verdict. */
export function firstTriesOf(lesson: PracticeLesson, answers: readonly SubmittedAnswer[]): FirstTry[] {
  const byId = new Map(lesson.exercises.map((exercise) => [exercise.id, exercise]));
  const tries: FirstTry[] = [];
  for (const answer of answers) {
    const exercise = byId.get(answer.exerciseId);
    if (!exercise || answer.retry || tries.some((attempt) => attempt.exerciseId === answer.exerciseId)) continue;
    tries.push({
      exerciseId: answer.exerciseId,
      response: answer.response,
      verdict: answerVerdict(exercise, answer, lesson.words),
      ...(exercise.type === "match_pairs" && answer.missed ? { missed: answer.missed } : {}),
    });
  }
  return tries;
}

export interface PracticeGrade {
  correct: number;
  total: number;
  /** Time spent on the graded practice answers (each at most MAX_ANSWER_MS). */
  ms: number;
}

/**
 * Grades the practice answers of a batch against the practice the server builds again from the
 * lesson and the batch's own first tries. An answer to an exercise that practice does not have
 * (forged, or from another lesson), a second answer to one, or a retry grades nothing.
 */
export function gradeExtraPractice(lesson: PracticeLesson, answers: readonly SubmittedAnswer[]): PracticeGrade {
  const practice = new Map(
    buildExtraPractice(lesson, firstTriesOf(lesson, answers)).map(({ exercise }) => [exercise.id, exercise] as const),
  );
  const graded = new Set<string>();
  const grade: PracticeGrade = { correct: 0, total: 0, ms: 0 };
  for (const answer of answers) {
    const exercise = practice.get(answer.exerciseId);
    if (!exercise || answer.retry || graded.has(answer.exerciseId)) continue;
    graded.add(answer.exerciseId);
    grade.total++;
    if (isRight(answerVerdict(exercise, answer, lesson.words))) grade.correct++;
    grade.ms += Math.min(Math.max(0, answer.ms), MAX_ANSWER_MS);
  }
  return grade;
}
