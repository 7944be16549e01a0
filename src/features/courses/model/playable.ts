import type { Locale } from "@/lib/i18n";
import type { Course } from "./course-content";
import type { CourseId, Level } from "./course-levels";
import type { Exercise, Lesson, Localized, Unit, Word } from "./content-schema";

/**
 * A lesson as one learner plays it: every interface-language record reduced to their locale, and
 * what an exercise refers to (a flashcard's word, a match's pairs) resolved. This is what the
 * server sends to the lesson player (page props and `GET /v1/courses/lessons/{id}`), and what
 * review sessions and tests are built from. Pure: the browser may import it.
 */
export type Play<T> = T extends Localized
  ? string
  : T extends readonly (infer U)[]
    ? Play<U>[]
    : T extends object
      ? { [K in keyof T]: Play<T[K]> }
      : T;

/**
 * A word as one learner sees it: `meaning` is its translation into their interface language, or,
 * when they read the interface in the course's own language, its definition ({@link meaningOf}).
 */
export interface PlayableWord {
  id: string;
  text: string;
  meaning: string;
  example?: string;
}

/**
 * How a learner is told what words mean: "translation" into their interface language, or
 * "definition" when that language is the one the course teaches (an English interface on the
 * English course, Spanish on the Spanish one), where a translation would only repeat the word.
 */
export type Meanings = "translation" | "definition";

export function meaningsFor(course: CourseId, locale: Locale): Meanings {
  return locale.split("-")[0] === course ? "definition" : "translation";
}

/** The word's meaning for a learner of `course` reading `locale` (see {@link Meanings}). */
export function meaningOf(word: Word, course: CourseId, locale: Locale): string {
  return meaningsFor(course, locale) === "definition" ? word.definition : word.translation[locale];
}

export function playableWord(word: Word, course: CourseId, locale: Locale): PlayableWord {
  const meaning = meaningOf(word, course, locale);
  return word.example === undefined
    ? { id: word.id, text: word.text, meaning }
    : { id: word.id, text: word.text, meaning, example: word.example };
}

/**
 * A sentence exercise whose prompt is a translation (word bank, translate) is played from its audio
 * (`listen`) by a learner who reads the course's own language: the "translation" would be the
 * answer itself. A translate exercise built from a word's definition (reviews, extra practice) is not.
 */
type Listenable = { listen?: true };
/** A translate exercise whose prompt is a word's meaning (reviews, extra practice): write the word. */
type FromMeaning = { fromMeaning?: true };

type Resolved<T extends Exercise> = T extends { type: "flashcard" }
  ? Play<T> & { word: PlayableWord }
  : T extends { type: "match_pairs" }
    ? Play<T> & { pairs: PlayableWord[] }
    : T extends { type: "word_bank" }
      ? Play<T> & Listenable
      : T extends { type: "translate" }
        ? Play<T> & Listenable & FromMeaning
        : Play<T>;

export type PlayableExercise = Resolved<Exercise>;

export interface PlayableLesson {
  id: string;
  course: CourseId;
  level: Level;
  unitId: string;
  title: string;
  goal: string;
  words: PlayableWord[];
  grammar: Play<Lesson["grammar"]>;
  exercises: PlayableExercise[];
  /** How the exercises give meanings, when the server says so (reviews); otherwise the player works it out from the course and the page's locale. */
  meanings?: Meanings;
}

const isLocalized = (value: object): value is Localized => "en" in value && "uk" in value && "hi" in value;

/** Reduces every interface-language record inside `value` to `locale`. */
export function localize<T>(value: T, locale: Locale): Play<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => localize(item, locale)) as Play<T>;
  if (value !== null && typeof value === "object") {
    if (isLocalized(value)) return value[locale] as Play<T>;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localize(item, locale)])) as Play<T>;
  }
  return value as Play<T>;
}

export interface LessonPlace {
  course: Course;
  level: Level;
  unit: Unit;
  lesson: Lesson;
  /** 0-based position of the lesson in its unit. */
  index: number;
}

const placesOf = new WeakMap<Course, Map<string, LessonPlace>>();

/** Every lesson of a course by id, built once per course. */
function lessonPlaces(course: Course): Map<string, LessonPlace> {
  let places = placesOf.get(course);
  if (!places) {
    places = new Map();
    for (const { level, units } of course.levels)
      for (const unit of units)
        for (const [index, lesson] of unit.lessons.entries())
          if (!places.has(lesson.id)) places.set(lesson.id, { course, level, unit, lesson, index });
    placesOf.set(course, places);
  }
  return places;
}

/** Where a lesson is in the courses, or undefined for an unknown id. */
export function findLesson(courses: readonly Course[], lessonId: string): LessonPlace | undefined {
  for (const course of courses) {
    const place = lessonPlaces(course).get(lessonId);
    if (place) return place;
  }
  return undefined;
}

/** Every word of a course by id (a match may pair words of earlier lessons). */
export function courseWords(course: Course): Map<string, Word> {
  const words = new Map<string, Word>();
  for (const { units } of course.levels)
    for (const unit of units) for (const lesson of unit.lessons) for (const word of lesson.words) words.set(word.id, word);
  return words;
}

/** Two sentences that read the same: case, punctuation and a bracketed note ("(con usted)") aside. */
function sameSentence(a: string, b: string): boolean {
  const plain = (text: string) =>
    text
      .normalize("NFC")
      .replace(/\([^)]*\)/gu, " ")
      .replace(/[\u2018\u2019`´]/gu, "'")
      .replace(/[^\p{L}\p{M}\p{N}']+/gu, " ")
      .trim()
      .toLowerCase();
  return plain(a) === plain(b);
}

/**
 * A prompt that is the answer itself (a translation read in the course's own language) is heard
 * instead of read, and the content's own instruction for reading it gives way to the listening one.
 * A prompt that is a task ("Pide la cuenta…", "Rewrite it with 'were'") stays as written.
 */
function heardWhenItIsTheAnswer<T extends { instruction?: string }>(exercise: T, isTheAnswer: boolean): T & Listenable {
  if (!isTheAnswer) return exercise;
  const heard: T & Listenable = { ...exercise, listen: true };
  delete heard.instruction;
  return heard;
}

/** One exercise for one learner of `course`, its word references resolved from `words`. */
export function playableExercise(exercise: Exercise, words: ReadonlyMap<string, Word>, course: CourseId, locale: Locale): PlayableExercise {
  const word = (id: string) => {
    const found = words.get(id);
    if (!found) throw new Error(`unknown word "${id}"`);
    return playableWord(found, course, locale);
  };
  const readsCourseLanguage = meaningsFor(course, locale) === "definition";
  switch (exercise.type) {
    case "flashcard":
      return { ...localize(exercise, locale), word: word(exercise.wordId) };
    case "match_pairs":
      return { ...localize(exercise, locale), pairs: exercise.wordIds.map(word) };
    case "word_bank":
      return heardWhenItIsTheAnswer(
        localize(exercise, locale),
        readsCourseLanguage && sameSentence(exercise.translation[locale], exercise.answer),
      );
    case "translate":
      return heardWhenItIsTheAnswer(
        localize(exercise, locale),
        readsCourseLanguage && exercise.answers.some((answer) => sameSentence(exercise.source[locale], answer)),
      );
    default:
      return localize(exercise, locale) as PlayableExercise;
  }
}

/** The lesson `place` for a learner reading `locale`. */
export function playableLesson(place: LessonPlace, locale: Locale): PlayableLesson {
  const words = courseWords(place.course);
  const { lesson } = place;
  return {
    id: lesson.id,
    course: place.course.id,
    level: place.level,
    unitId: place.unit.id,
    title: lesson.title[locale],
    goal: lesson.goal[locale],
    words: lesson.words.map((word) => playableWord(word, place.course.id, locale)),
    grammar: localize(lesson.grammar, locale),
    exercises: lesson.exercises.map((exercise) => playableExercise(exercise, words, place.course.id, locale)),
  };
}
