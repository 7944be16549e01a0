// Self-study courses (issue 13), measured like the rest of the bench (ratios against a floor in
// the same run):
//  - result submission: POST /v1/courses/attempts/{id}/results at 50 concurrent clients against the
//    bare Hono route of the same app. Every request is a real, new completion: learners, their
//    sessions and an open attempt at every English lesson are written before the timed window
//    (bench/courses-setup.ts), the answers are the lesson's right answers, and the requests go
//    round the learners so that concurrent requests are different people's (each learner's lessons
//    in course order). Replays of the attempts just completed (the stored result) are measured apart;
//  - `/course` rendered on the server for a learner with 100 finished lessons against the floor
//    sending a static page of the same bytes;
//  - the lesson player's page, whose first-load JavaScript run.mjs counts.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
export const LEARNERS = 60;
export const PLAYER_LESSON = "en-a1-u01-l01";

/** Writes the learners, their open attempts and the map's learner (bench/courses-setup.ts); returns them. */
export function prepareCourses({ databaseUrl, authSecret }) {
  const run = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "bench/courses-setup.ts", databaseUrl, authSecret, String(LEARNERS)],
    { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024, stdio: ["ignore", "pipe", "inherit"] },
  );
  if (run.status !== 0) throw new Error(`bench/courses-setup.ts failed (${run.status})`);
  return JSON.parse(run.stdout);
}

/** The id token of a session (what the web client sends to /v1). */
async function idTokenFor(origin, cookie) {
  const response = await fetch(`${origin}/api/identity/token`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/identity/token answered ${response.status}`);
  return (await response.json()).token;
}

const headersFor = (token) => ({
  authorization: `Bearer ${token}`,
  "x-time-location": "Europe/Kyiv",
  "content-type": "application/json",
});

export async function measureLessonResults({ origin, load, setup }) {
  const connections = 50;
  const learners = [];
  for (const learner of setup.learners) learners.push({ ...learner, headers: headersFor(await idTokenFor(origin, learner.cookie)) });
  // Round the learners: the k-th lesson of every learner, then the (k+1)-th…
  const queue = [];
  for (let k = 0; k < setup.lessons; k++) for (const learner of learners) queue.push({ learner, attempt: learner.attempts[k] });
  const bodies = Object.fromEntries(Object.entries(setup.answers).map(([lessonId, body]) => [lessonId, JSON.stringify(body)]));
  const requestFor = (request, { learner, attempt }) => ({
    ...request,
    method: "POST",
    path: `/v1/courses/attempts/${attempt.attemptId}/results`,
    headers: { ...request.headers, ...learner.headers },
    body: bodies[attempt.lessonId],
  });

  const bare = await load(`${origin}/v1/__bare`, { connections });
  let sent = 0;
  let exhausted = 0;
  const answered = { fresh: 0, replay: 0 };
  const byAttempt = new Map(queue.map((entry) => [entry.attempt.attemptId, entry]));
  const completed = [];
  const count = (status, body) => {
    if (status !== 200) return;
    if (body.includes('"replay":false')) answered.fresh += 1;
    else answered.replay += 1;
    const attemptId = /"attemptId":"([^"]+)"/.exec(body)?.[1];
    if (attemptId && byAttempt.has(attemptId)) completed.push(byAttempt.get(attemptId));
  };
  const fresh = await load(`${origin}/v1/courses/attempts/x/results`, {
    connections,
    requests: [
      {
        setupRequest: (request) => {
          if (sent >= queue.length) exhausted += 1;
          return requestFor(request, queue[sent++ % queue.length]);
        },
        onResponse: count,
      },
    ],
  });
  // Replays: the attempts just completed, sent again with the same answers (the stored result).
  if (completed.length === 0) throw new Error("no lesson results were completed: see the server's log");
  let replayed = 0;
  const replayAnswers = { fresh: 0, replay: 0 };
  const replays = await load(`${origin}/v1/courses/attempts/x/results`, {
    connections,
    requests: [
      {
        setupRequest: (request) => requestFor(request, completed[replayed++ % completed.length]),
        onResponse: (status, body) => {
          if (status === 200) replayAnswers[body.includes('"replay":true') ? "replay" : "fresh"] += 1;
        },
      },
    ],
  });
  const rps = (r) => Math.round(r.requests.average);
  return {
    connections,
    learners: learners.length,
    openAttempts: queue.length,
    bare: { rps: rps(bare), p99Ms: bare.latency.p99 },
    completions: {
      rps: rps(fresh),
      p50Ms: fresh.latency.p50,
      p99Ms: fresh.latency.p99,
      ratioToBare: +(rps(fresh) / rps(bare)).toFixed(3),
      newCompletions: answered.fresh,
      // Answers marked replay in the timed window (should be 0: every request completes a new attempt).
      replaysAnswered: answered.replay,
      exhausted,
      non2xx: fresh.non2xx,
    },
    replays: {
      rps: rps(replays),
      p99Ms: replays.latency.p99,
      ratioToBare: +(rps(replays) / rps(bare)).toFixed(3),
      non2xx: replays.non2xx,
      notReplay: replayAnswers.fresh,
    },
  };
}

/**
 * `/course` of the learner with 100 finished lessons, rendered by the app, against the floor sending
 * the very bytes the app sent for it (captured once, so the same size). `floorDocuments` is the
 * floor server's map (run.mjs). Says so when the app has no `/course` page.
 */
export async function measureCourseMap({ origin, floorOrigin, floorDocuments, load, setup }) {
  const page = "/en/course";
  const headers = { cookie: setup.mapLearner.cookie, "accept-encoding": "identity" };
  const first = await fetch(`${origin}${page}`, { headers, redirect: "manual" });
  if (first.status !== 200) return { missing: `${page} answered ${first.status}` };
  const plain = Buffer.from(await first.arrayBuffer());
  const floorPath = "/bench/static-course";
  floorDocuments.set(floorPath, { plain, gzip: gzipSync(plain) });
  const floor = await load(`${floorOrigin}${floorPath}`);
  const app = await load(`${origin}${page}`, { headers });
  const rps = (r) => Math.round(r.requests.average);
  return {
    page,
    finishedLessons: setup.mapLearner.finishedLessons,
    bytes: plain.length,
    rps: rps(app),
    p50Ms: app.latency.p50,
    p99Ms: app.latency.p99,
    floorRps: rps(floor),
    floorP50Ms: floor.latency.p50,
    // How many times the time per page of the static floor the app takes (target ≤ 3).
    timeRatio: +(rps(floor) / rps(app)).toFixed(2),
    non2xx: app.non2xx,
  };
}
