import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { levelTestResponses, levelTestSessions } from "@db/schema/level-test";
import { isAudioAvailable, placeLearner, PLACED_COURSE } from "@/features/courses/server";
import { recordServerEvent } from "@/features/growth/server";
import { getDb } from "@/lib/db";
import type { Transaction } from "@/lib/ownership/types";
import { estimateAbility, scoreTest, selectNextItem, shouldStop, type Answered } from "../model/cat";
import { SKILLS, type BankItem, type Skill } from "../model/item-bank";
import { resultOf, type LevelTestResult } from "../model/result";
import { isRightAnswer, optionIds, serveItem, type ServedItem } from "../model/served-item";
import { listeningAudio } from "./audio";
import { loadItemBank } from "./load-bank";

/**
 * Level test sessions (issue 14, item 3; decision record 0032). Server-driven: the server picks
 * every item, keeps the answer key, stores each response with the ability estimate after it, and
 * scores the test from the stored responses. Which item it served for a step is not stored: the
 * selection is deterministic (the session id seeds it), so it is recomputed from the responses
 * before it, and an answer to any other item is refused.
 */
export type LevelTestView =
  | { sessionId: string; status: "started"; item: ServedItem; result: null }
  | { sessionId: string; status: "completed"; item: null; result: LevelTestResult };

type Row = { seq: number; itemId: string; answer: string; correct: number };

/** The skills served now: listening only when this server can speak (espeak-ng). */
const servedSkills = (): Skill[] => SKILLS.filter((skill) => skill !== "listening" || isAudioAvailable());

const answeredOf = (rows: readonly Row[]): Answered[] => rows.map((row) => ({ itemId: row.itemId, correct: row.correct === 1 }));

/** The item served after `rows` (undefined: the test is over). */
function itemAfter(
  sessionId: string,
  rows: readonly Row[],
  bank: { items: BankItem[]; byId: Map<string, BankItem> },
): BankItem | undefined {
  const answered = answeredOf(rows);
  const estimate = estimateAbility(bank.byId, answered);
  const skills = servedSkills();
  const left = bank.items.filter((item) => skills.includes(item.skill) && !answered.some((response) => response.itemId === item.id));
  if (answered.length > 0 && shouldStop(answered.length, estimate, left.length)) return undefined;
  return selectNextItem({ bank: bank.items, answered, seed: sessionId, skills, theta: estimate.theta });
}

const serve = (sessionId: string, item: BankItem, seq: number) => serveItem(item, sessionId, seq, listeningAudio(item));

export async function startLevelTest(input: { userId: string; source: string; now: Date }): Promise<LevelTestView> {
  const bank = loadItemBank();
  const [session] = await getDb()
    .insert(levelTestSessions)
    .values({ userId: input.userId, source: input.source, startedAt: input.now })
    .returning({ id: levelTestSessions.id });
  const first = itemAfter(session!.id, [], bank)!;
  return { sessionId: session!.id, status: "started", item: serve(session!.id, first, 1), result: null };
}

async function responsesOf(sessionId: string, db: Transaction | ReturnType<typeof getDb> = getDb()): Promise<Row[]> {
  return db
    .select({
      seq: levelTestResponses.seq,
      itemId: levelTestResponses.itemId,
      answer: levelTestResponses.answer,
      correct: levelTestResponses.correct,
    })
    .from(levelTestResponses)
    .where(eq(levelTestResponses.sessionId, sessionId))
    .orderBy(asc(levelTestResponses.seq));
}

/** The caller's session and where it stands (undefined: no such session of theirs). */
export async function readLevelTest(input: { userId: string; sessionId: string }): Promise<LevelTestView | undefined> {
  const [session] = await getDb()
    .select()
    .from(levelTestSessions)
    .where(and(eq(levelTestSessions.id, input.sessionId), eq(levelTestSessions.userId, input.userId)));
  if (!session) return undefined;
  if (session.status === "completed")
    return { sessionId: session.id, status: "completed", item: null, result: session.result as LevelTestResult };
  const rows = await responsesOf(session.id);
  const bank = loadItemBank();
  const next = itemAfter(session.id, rows, bank);
  // A started session always has a next item (it is completed with its last response); if the bank
  // changed under it, score what was answered.
  if (!next)
    return { sessionId: session.id, status: "completed", item: null, result: resultOf(session.id, scoreTest(bank.byId, answeredOf(rows))) };
  return { sessionId: session.id, status: "started", item: serve(session.id, next, rows.length + 1), result: null };
}

export type AnswerOutcome =
  | { status: "ok"; view: LevelTestView; replay: boolean }
  | { status: "not_found" }
  | { status: "conflict"; reason: "already_answered" | "out_of_order" | "completed" }
  | { status: "invalid"; reason: "wrong_item" | "unknown_option" };

/**
 * Stores the answer to step `seq` and answers the next item or the result. Idempotent per seq: the
 * same answer again gets the same outcome (replay: true); another answer to an answered step is a
 * conflict. Only the item the server served for the step may be answered.
 */
export async function answerLevelTestItem(input: {
  userId: string;
  sessionId: string;
  seq: number;
  itemId: string;
  answer: string;
  now: Date;
}): Promise<AnswerOutcome> {
  const bank = loadItemBank();
  const outcome = await getDb().transaction(
    async (tx): Promise<AnswerOutcome | { status: "completed_now"; view: LevelTestView; source: string }> => {
      // One answer at a time per session: the row lock orders two tabs (or a retry racing its original).
      const [session] = await tx
        .select()
        .from(levelTestSessions)
        .where(and(eq(levelTestSessions.id, input.sessionId), eq(levelTestSessions.userId, input.userId)))
        .for("update");
      if (!session) return { status: "not_found" };
      const rows = await responsesOf(session.id, tx);

      const stored = rows.find((row) => row.seq === input.seq);
      if (stored) {
        if (stored.itemId !== input.itemId || stored.answer !== input.answer) return { status: "conflict", reason: "already_answered" };
        const before = rows.filter((row) => row.seq <= input.seq);
        const next = input.seq === rows.length && session.status === "completed" ? undefined : itemAfter(session.id, before, bank);
        const view: LevelTestView = next
          ? { sessionId: session.id, status: "started", item: serve(session.id, next, input.seq + 1), result: null }
          : { sessionId: session.id, status: "completed", item: null, result: session.result as LevelTestResult };
        return { status: "ok", view, replay: true };
      }
      if (session.status === "completed") return { status: "conflict", reason: "completed" };
      if (input.seq !== rows.length + 1) return { status: "conflict", reason: "out_of_order" };

      const served = itemAfter(session.id, rows, bank);
      if (!served || served.id !== input.itemId) return { status: "invalid", reason: "wrong_item" };
      if (!optionIds(served).includes(input.answer)) return { status: "invalid", reason: "unknown_option" };

      const correct = isRightAnswer(served, session.id, input.answer);
      const answered = [...rows, { seq: input.seq, itemId: served.id, answer: input.answer, correct: correct ? 1 : 0 }];
      const estimate = estimateAbility(bank.byId, answeredOf(answered));
      await tx.insert(levelTestResponses).values({
        sessionId: session.id,
        seq: input.seq,
        itemId: served.id,
        answer: input.answer,
        correct: correct ? 1 : 0,
        thetaAfter: estimate.theta,
        seAfter: Number.isFinite(estimate.se) ? estimate.se : 99,
        answeredAt: input.now,
      });

      const next = itemAfter(session.id, answered, bank);
      if (next)
        return {
          status: "ok",
          view: { sessionId: session.id, status: "started", item: serve(session.id, next, input.seq + 1), result: null },
          replay: false,
        };

      // The end: the result from the responses as stored (read back, not the ones in hand).
      const result = resultOf(session.id, scoreTest(bank.byId, answeredOf(await responsesOf(session.id, tx))));
      await tx
        .update(levelTestSessions)
        .set({ status: "completed", completedAt: input.now, itemCount: result.itemsUsed, result })
        .where(eq(levelTestSessions.id, session.id));
      await placeLearner(input.userId, PLACED_COURSE, result.level, input.now, tx);
      return { status: "completed_now", view: { sessionId: session.id, status: "completed", item: null, result }, source: session.source };
    },
  );
  if (outcome.status !== "completed_now") return outcome;
  const result = outcome.view.result!;
  await recordServerEvent({
    eventType: "level_test_completed",
    userId: input.userId,
    properties: { level: result.level, items: result.itemsUsed, source: outcome.source },
  });
  return { status: "ok", view: outcome.view, replay: false };
}
