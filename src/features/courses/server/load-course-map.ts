import "server-only";
import type { Tier } from "@/features/billing";
import { getDb } from "@/lib/db";
import type { Locale } from "@/lib/i18n";
import {
  chooseCourse,
  courseMapView,
  freshCourseMap,
  levelParam,
  levelTestId,
  switchableCourses,
  type CourseMapInput,
  type CourseMapView,
} from "../model/course-map";
import { LEVELS, type CourseId } from "../model/course-levels";
import { FREE_LESSONS_PER_DAY, FREE_LESSONS_PER_LEVEL } from "../model/gating";
import { readTestRecords } from "./course-tests";
import { loadCourses } from "./load-content";
import { readCourseMap } from "./open-lesson";
import { readCourseChoice } from "./read-course-choice";

/** The free plan's lessons, as the premium page explains them (the gating rules' own numbers). */
export const FREE_LESSONS = { perLevel: FREE_LESSONS_PER_LEVEL, perDay: FREE_LESSONS_PER_DAY } as const;

export interface CourseMapPageData {
  view: CourseMapView;
  /** The courses the switcher offers (none when only one is started). */
  courses: CourseId[];
}

/**
 * The course map page's data (decision record 0027): which course (a `?course=` choice, the
 * learner's current course, the one practised last), and its map with the gating rules' statuses
 * (readCourseMap) and the learner's test results. A visitor without a session yet has no progress:
 * the map starts at the first lesson.
 */
export async function loadCourseMapPage(input: {
  userId: string | null;
  tier: Tier;
  requested: string | null;
  /** `?level=`: the level to show unfolded (else the learner's current one). */
  level?: string | null;
  locale: Locale;
  now: Date;
}): Promise<CourseMapPageData> {
  const choice = input.userId ? await readCourseChoice(input.userId) : { currentCourse: null, started: [] };
  const course = chooseCourse({ requested: input.requested, ...choice });
  const map = input.userId
    ? await readLearnerMap({ ...input, userId: input.userId, course })
    : freshCourseMap(
        loadCourses().find((c) => c.id === course),
        course,
        input.locale,
      );
  return { view: courseMapView(map, levelParam(input.level)), courses: switchableCourses(course, choice.started) };
}

/**
 * A learner's map: their test records (the /tests page's reading, one query) give the checkpoints'
 * and level tests' results and, with them, the passed level tests the gating needs, so the map reads
 * no more than it did before it showed results.
 */
async function readLearnerMap(input: { userId: string; tier: Tier; course: CourseId; locale: Locale; now: Date }): Promise<CourseMapInput> {
  const testResults = await readTestRecords(getDb(), input.userId, input.course);
  const passedLevelTests = LEVELS.filter((level) => testResults.get(levelTestId(input.course, level))?.passed);
  const map = await readCourseMap({
    userId: input.userId,
    tier: input.tier,
    now: input.now,
    course: input.course,
    locale: input.locale,
    passedLevelTests,
  });
  return { ...map, testResults };
}
