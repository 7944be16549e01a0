import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { learnerSettings } from "@db/schema/courses";
import { analyticsEvents } from "@db/schema/growth";
import { levelTestResponses, levelTestSessions } from "@db/schema/level-test";
import { LEVELS, type Level } from "@/features/courses";
import { getDb } from "@/lib/db";
import { anonymousAccount, signedInAccount, type TestAccount } from "../../../../tests/support/accounts";
import { callApi } from "../../../../tests/support/api-client";
import { scoreTest } from "../model/cat";
import { optionOrder, type ServedItem } from "../model/served-item";
import { getLevelTestAudio } from "../server/audio";
import { loadItemBank } from "../server/load-bank";

interface View {
  sessionId: string;
  status: "started" | "completed";
  item: ServedItem | null;
  result: {
    level: Level;
    margin: [Level, Level];
    itemsUsed: number;
    skills: Record<string, { level: Level | null; items: number }>;
  } | null;
  replay?: boolean;
}

const bank = loadItemBank();
const rank = (level: Level) => LEVELS.indexOf(level);

/** The served option id of the right answer (the test knows the key; the browser never does). */
function rightOption(sessionId: string, item: ServedItem): string {
  return String(optionOrder(bank.byId.get(item.itemId)!, sessionId).indexOf(0) + 1);
}
const wrongOption = (sessionId: string, item: ServedItem) => (rightOption(sessionId, item) === "1" ? "2" : "1");

async function start(account: TestAccount, source = "page"): Promise<View> {
  const response = await callApi("/v1/level-test/sessions", { token: account.token, body: { source } });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as View;
}

const answer = (account: TestAccount, sessionId: string, body: { seq: number; itemId: string; answer: string }) =>
  callApi(`/v1/level-test/sessions/${sessionId}/responses`, { token: account.token, body });

/** Answers as a B1 learner (right on A1–B1 items, wrong above) until the result. */
async function finishAsB1(account: TestAccount, view: View): Promise<View> {
  let current = view;
  while (current.status === "started") {
    const item = current.item!;
    const right = rank(bank.byId.get(item.itemId)!.level) <= rank("B1");
    const response = await answer(account, current.sessionId, {
      seq: item.seq,
      itemId: item.itemId,
      answer: right ? rightOption(current.sessionId, item) : wrongOption(current.sessionId, item),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    current = (await response.json()) as View;
  }
  return current;
}

describe("the level test over /v1", () => {
  it("serves items without their key, scores a B1 learner at B1 ± 1 from the stored responses, places them and records the event", async () => {
    const learner = await anonymousAccount();
    const started = await start(learner);
    expect(started).toMatchObject({ status: "started", result: null, item: { seq: 1 } });
    const item = started.item!;
    expect(Object.keys(item).sort()).toEqual(["audio", "itemId", "options", "passage", "prompt", "seq", "skill"]);
    expect(item.options.map((option) => option.id)).toEqual(item.options.map((_, index) => String(index + 1)));

    const done = await finishAsB1(learner, started);
    const result = done.result!;
    expect(Math.abs(rank(result.level) - rank("B1"))).toBeLessThanOrEqual(1);
    expect(rank(result.margin[0])).toBeLessThanOrEqual(rank(result.level));
    expect(rank(result.margin[1])).toBeGreaterThanOrEqual(rank(result.level));
    expect(result.itemsUsed).toBeGreaterThanOrEqual(8);
    expect(result.itemsUsed).toBeLessThanOrEqual(20);

    // Every response is stored, in order, with the estimate after it; the result is theirs.
    const rows = await getDb()
      .select()
      .from(levelTestResponses)
      .where(eq(levelTestResponses.sessionId, started.sessionId))
      .orderBy(asc(levelTestResponses.seq));
    expect(rows.map((row) => row.seq)).toEqual(rows.map((_, index) => index + 1));
    expect(rows.every((row) => Number.isFinite(row.thetaAfter) && row.seAfter > 0)).toBe(true);
    const recomputed = scoreTest(
      bank.byId,
      rows.map((row) => ({ itemId: row.itemId, correct: row.correct === 1 })),
    );
    expect(result).toMatchObject({ level: recomputed.level, margin: recomputed.margin, itemsUsed: rows.length });
    const [session] = await getDb().select().from(levelTestSessions).where(eq(levelTestSessions.id, started.sessionId));
    expect(session).toMatchObject({ status: "completed", itemCount: rows.length, source: "page" });

    const [settings] = await getDb().select().from(learnerSettings).where(eq(learnerSettings.userId, learner.userId));
    expect(settings?.placedLevel).toBe(result.level);
    const events = await getDb()
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.userId, learner.userId), eq(analyticsEvents.eventType, "level_test_completed")));
    expect(events.map((event) => event.eventProperties)).toEqual([{ level: result.level, items: rows.length, source: "page" }]);

    // Resuming a completed test shows its result; answering it again is refused.
    const read = await callApi(`/v1/level-test/sessions/${started.sessionId}`, { token: learner.token });
    expect(((await read.json()) as View).result).toEqual(result);
    const late = await answer(learner, started.sessionId, { seq: rows.length + 1, itemId: "a1-g01", answer: "1" });
    expect(late.status).toBe(422);
    expect(await late.json()).toMatchObject({ error: { code: "invalid_answers", reason: "completed" } });
  });

  it("opens the placed level's lessons from their start (lower levels stay open)", async () => {
    const learner = await anonymousAccount();
    const map = async () => {
      const response = await callApi("/v1/courses?course=en&locale=en", { token: learner.token });
      expect(response.status).toBe(200);
      return (await response.json()) as { levels: { level: Level; units: { lessons: { id: string; status: string }[] }[] }[] };
    };
    const firstOf = (levels: Awaited<ReturnType<typeof map>>["levels"], level: Level) =>
      levels.find((entry) => entry.level === level)!.units[0]!.lessons[0]!;
    const before = (await map()).levels;
    expect(firstOf(before, "B1").status).toBe("locked");

    const done = await finishAsB1(learner, await start(learner, "english-improve"));
    const placed = done.result!.level;
    const after = (await map()).levels;
    expect(firstOf(after, placed).status).toBe("next");
    expect(firstOf(after, "A1").status).toBe("open");
    for (const level of LEVELS.filter((candidate) => rank(candidate) < rank(placed)))
      expect(firstOf(after, level).status).not.toBe("locked");
    const lesson = await callApi(`/v1/courses/lessons/${firstOf(after, placed).id}?locale=en`, { token: learner.token });
    expect(lesson.status).toBe(200);
  });

  it("is idempotent per seq, refuses a forged item, an unknown option, a skipped step and a changed answer", async () => {
    const learner = await anonymousAccount();
    const started = await start(learner);
    const item = started.item!;
    const other = bank.items.find((candidate) => candidate.id !== item.itemId)!;

    const forged = await answer(learner, started.sessionId, { seq: 1, itemId: other.id, answer: "1" });
    expect(forged.status).toBe(422);
    expect(await forged.json()).toMatchObject({ error: { code: "invalid_answers", reason: "wrong_item" } });
    const unknown = await answer(learner, started.sessionId, { seq: 1, itemId: item.itemId, answer: "9" });
    expect(await unknown.json()).toMatchObject({ error: { reason: "unknown_option" } });
    const skipped = await answer(learner, started.sessionId, { seq: 2, itemId: item.itemId, answer: "1" });
    expect(await skipped.json()).toMatchObject({ error: { reason: "out_of_order" } });

    const body = { seq: 1, itemId: item.itemId, answer: rightOption(started.sessionId, item) };
    const first = await answer(learner, started.sessionId, body);
    const again = await answer(learner, started.sessionId, body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const [one, two] = [(await first.json()) as View, (await again.json()) as View];
    expect(one.replay).toBe(false);
    expect(two).toEqual({ ...one, replay: true });
    const changed = await answer(learner, started.sessionId, { ...body, answer: wrongOption(started.sessionId, item) });
    expect(await changed.json()).toMatchObject({ error: { reason: "already_answered" } });
    const stored = await getDb().select().from(levelTestResponses).where(eq(levelTestResponses.sessionId, started.sessionId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ seq: 1, itemId: item.itemId, correct: 1 });

    // A reload resumes at the item served next; a retake is a new session.
    const resumed = (await (await callApi(`/v1/level-test/sessions/${started.sessionId}`, { token: learner.token })).json()) as View;
    expect(resumed).toMatchObject({ status: "started", item: one.item! });
    const retake = await start(learner);
    expect(retake.sessionId).not.toBe(started.sessionId);
  });

  it("keeps a session to its owner: another person gets 404 for reading and answering", async () => {
    const owner = await anonymousAccount();
    const stranger = await signedInAccount();
    const started = await start(owner);
    const read = await callApi(`/v1/level-test/sessions/${started.sessionId}`, { token: stranger.token });
    expect(read.status).toBe(404);
    const answered = await answer(stranger, started.sessionId, { seq: 1, itemId: started.item!.itemId, answer: "1" });
    expect(answered.status).toBe(404);
    const missing = await callApi("/v1/level-test/sessions/00000000-0000-4000-8000-000000000000", { token: owner.token });
    expect(missing.status).toBe(404);
    const stored = await getDb().select().from(levelTestResponses).where(eq(levelTestResponses.sessionId, started.sessionId));
    expect(stored).toHaveLength(0);
  });

  it("refuses a bad source and speaks only the bank's listening sentences", async () => {
    const learner = await anonymousAccount();
    const bad = await callApi("/v1/level-test/sessions", { token: learner.token, body: { source: "<script>" } });
    expect(bad.status).toBe(400);

    const listening = bank.items.find((item) => item.skill === "listening")!;
    const { audioKey } = await import("@/features/courses");
    const known = await getLevelTestAudio(new Request(`http://x/api/level-test/audio/en/${audioKey(listening.audio!)}.wav`), {
      course: "en",
      file: `${audioKey(listening.audio!)}.wav`,
    });
    // Rendered (200) where espeak-ng is installed, else 503 audio_unavailable: never "unknown".
    expect([200, 503]).toContain(known.status);
    await expect(
      getLevelTestAudio(new Request("http://x/api/level-test/audio/en/0123456789abcdef.wav"), {
        course: "en",
        file: "0123456789abcdef.wav",
      }),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});
