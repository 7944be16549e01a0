import type { LessonCount } from "@/features/courses";
import type { Fact } from "./content-schema";

/** The numbers a marketing text may name, counted from the course content (what `npm run content:count` prints). */
export function courseFacts(rows: readonly LessonCount[], freeLessonsPerLevel: number): Record<Fact, number> {
  const sum = (course: string, field: "units" | "lessons" | "words") =>
    rows.filter((row) => row.course === course).reduce((total, row) => total + row[field], 0);
  return {
    englishLessons: sum("en", "lessons"),
    englishUnits: sum("en", "units"),
    englishWords: sum("en", "words"),
    spanishLessons: sum("es", "lessons"),
    spanishUnits: sum("es", "units"),
    freeLessons: freeLessonsPerLevel,
  };
}
