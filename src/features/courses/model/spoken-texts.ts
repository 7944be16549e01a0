import type { Course } from "./course-content";
import { GAP, type Exercise, type Lesson } from "./content-schema";

/**
 * The target-language texts the player may speak (issue 13, item 3): the server renders exactly
 * these (any other audio key is a 404), so the player offers a play button only on them.
 * - a word and its example sentence (flashcards, match pairs, word lists), grammar examples;
 * - what a listening exercise plays (`audio`), every line of a dialogue;
 * - the right answer, spoken with the feedback: a fill-the-gap or choose sentence with its gap
 *   filled, a word bank's sentence, a translation's first accepted answer.
 * Choices and typed alternatives are read, not heard; they have no audio.
 */
export function exerciseSpokenTexts(exercise: Exercise): string[] {
  const filled = (sentence: string, answer: string) => (sentence.includes(GAP) ? sentence.replace(GAP, answer) : undefined);
  switch (exercise.type) {
    case "choose":
      return [filled(exercise.question, exercise.answer) ?? exercise.question];
    case "fill_gap":
      return [filled(exercise.sentence, exercise.answer) ?? exercise.sentence];
    case "word_bank":
      return [exercise.answer];
    case "listen_choose":
    case "listen_type":
      return [exercise.audio];
    case "translate":
      return [exercise.answers[0]!];
    case "dialogue":
      return exercise.lines.map((line) => line.text);
    case "match_pairs":
    case "flashcard":
      // Their words are spoken from the words' own entries.
      return [];
  }
}

/** Every spoken text of a lesson: its words, their examples, the grammar examples, its exercises. */
export function lessonSpokenTexts(lesson: Lesson): string[] {
  return [
    ...lesson.words.flatMap((word) => (word.example ? [word.text, word.example] : [word.text])),
    ...lesson.grammar.examples,
    ...lesson.exercises.flatMap(exerciseSpokenTexts),
  ];
}

/** Every spoken text of a course, in content order (duplicates included). */
export function courseSpokenTexts(course: Course): string[] {
  return course.levels.flatMap(({ units }) => units.flatMap((unit) => unit.lessons.flatMap(lessonSpokenTexts)));
}
