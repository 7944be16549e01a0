// The courses bench's data, written before any timed window (bench/courses.mjs runs this with
// `node --conditions=react-server --import tsx`): learners with signed-in sessions (identity
// factories), each with an open attempt at every English lesson (the row `openAttempt` writes:
// one open attempt per learner and lesson), the right answers of each lesson built from the
// content as the player sends them (src/features/courses/test-fixtures/answers.ts, the source the
// tests use too), and a learner who has finished 100 lessons (the courses factory) for `/course`.
// Prints one JSON document.
//   usage: bench/courses-setup.ts <database url> <auth secret> <learners>
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as factories from "../db/factories";
import { lessonAttempts } from "../db/schema/courses";
import { loadCourses } from "../src/features/courses/server/load-content";
import { rightAnswer } from "../src/features/courses/test-fixtures/answers";

const [databaseUrl, secret, learnersArg] = process.argv.slice(2);
if (!databaseUrl || !secret) throw new Error("usage: courses-setup.ts <database url> <auth secret> <learners>");
const LEARNERS = Number(learnersArg ?? 60);
const FINISHED_LESSONS = 100;
const COURSE = "en";
const ANSWER_MS = 3000;

const course = loadCourses().find((c) => c.id === COURSE);
if (!course) throw new Error(`no course ${COURSE}`);
const lessons = course.levels.flatMap((level) => level.units.flatMap((unit) => unit.lessons));
const answers: Record<string, { answers: ReturnType<typeof rightAnswer>[]; durationMs: number }> = {};
for (const lesson of lessons) {
  const given = lesson.exercises.map((exercise) => rightAnswer(exercise, ANSWER_MS));
  answers[lesson.id] = { answers: given, durationMs: given.reduce((sum, answer) => sum + answer.ms, 0) };
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const db: factories.FactoryDb = drizzle({ client: pool, casing: "snake_case" });
// Opened a quarter of an hour before the run: the time the learner spent is within the wall time.
const startedAt = new Date(Date.now() - 15 * 60_000);

const learners = [];
for (let k = 0; k < LEARNERS; k++) {
  const user = await factories.createUser(db, { name: `Bench Learner ${k}` });
  const session = await factories.createSession(db, user.id, { secret });
  const opened = await db
    .insert(lessonAttempts)
    .values(lessons.map((lesson) => ({ userId: user.id, course: COURSE, kind: "lesson" as const, itemId: lesson.id, startedAt })))
    .returning({ id: lessonAttempts.id, itemId: lessonAttempts.itemId });
  const byLesson = new Map(opened.map((row) => [row.itemId, row.id]));
  learners.push({
    userId: user.id,
    cookie: `${session.cookie.name}=${session.cookie.value}`,
    attempts: lessons.map((lesson) => ({ attemptId: byLesson.get(lesson.id)!, lessonId: lesson.id })),
  });
}

// The learner of `/course`: 100 finished lessons (the courses factory).
const mapUser = await factories.createUser(db, { name: "Bench Map Learner" });
const mapSession = await factories.createSession(db, mapUser.id, { secret });
await factories.completeLessons(
  db,
  mapUser.id,
  lessons.slice(0, FINISHED_LESSONS).map((lesson) => lesson.id),
  { course: COURSE },
);
const mapLearner = {
  userId: mapUser.id,
  cookie: `${mapSession.cookie.name}=${mapSession.cookie.value}`,
  finishedLessons: FINISHED_LESSONS,
};
// A new learner for the player page (its first lesson is open to everyone).
const playerUser = await factories.createUser(db, { name: "Bench Player Learner" });
const playerSession = await factories.createSession(db, playerUser.id, { secret });

await pool.end();
process.stdout.write(
  JSON.stringify({
    lessons: lessons.length,
    answers,
    learners,
    mapLearner,
    playerLearner: { userId: playerUser.id, cookie: `${playerSession.cookie.name}=${playerSession.cookie.value}` },
  }),
);
