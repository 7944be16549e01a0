import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createUser } from "@db/factories";
import { creditEntries, creditLots, creditWallets } from "@db/schema/billing";
import { getConfig } from "@/lib/config";
import { createDb, getDb } from "@/lib/db";
import { createRecordTransfer } from "@/lib/ownership/transfer";
import { LESSON_CREDIT_COST, packCreditsExpireAt } from "../model/credit-lots";
import { creditEntryOwnership, creditLotOwnership, creditWalletOwnership } from "./credit-ownership";
import { expireCredits } from "./expire-credits";
import { grantCredits } from "./grant-credits";
import { readWallet } from "./read-wallet";
import { refundCredits } from "./refund-credits";
import { spendCredits } from "./spend-credits";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-03-10T12:00:00Z");
const days = (n: number, from = now) => new Date(from.getTime() + n * DAY);
const key = (what: string) => `${what}:${randomUUID()}`;

async function person() {
  return (await createUser(getDb())).id;
}

async function grant(userId: string, amount: number, expiresAt: Date, overrides: { idempotencyKey?: string; now?: Date } = {}) {
  return grantCredits({
    userId,
    amount,
    source: "pack",
    expiresAt,
    idempotencyKey: overrides.idempotencyKey ?? key("grant"),
    reason: "test pack",
    now: overrides.now ?? now,
  });
}

/** The ledger's own sum must always equal what the lots hold. */
async function ledgerBalance(userId: string): Promise<number> {
  const result = await getDb().execute<{ total: number }>(sql`
    select coalesce(sum(case kind when 'grant' then amount when 'refund' then amount else -amount end), 0)::int as total
    from credit_entries where user_id = ${userId}`);
  return result.rows[0]!.total;
}

async function lotsHold(userId: string): Promise<number> {
  const result = await getDb().execute<{ total: number }>(
    sql`select coalesce(sum(remaining), 0)::int as total from credit_lots where user_id = ${userId}`,
  );
  return result.rows[0]!.total;
}

const pools: pg.Pool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
});

describe("the credit wallet", () => {
  it("lets exactly 100 of 200 concurrent spends of 1 through a balance of 100, never below zero", async () => {
    const userId = await person();
    await grant(userId, 60, days(30));
    await grant(userId, 40, days(90));
    // Twenty connections contend for the wallet at once; callers wait for a connection as long as it takes.
    const pool = new pg.Pool({ connectionString: getConfig().DATABASE_URL, max: 20, connectionTimeoutMillis: 60_000 });
    // pool.end() resolves before its connections have closed; the next file's fresh database then
    // ends them (57P01), which a pool without an error listener would throw out of the process.
    pool.on("error", () => undefined);
    pools.push(pool);
    const db = createDb(pool);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        spendCredits({ userId, amount: 1, idempotencyKey: `lesson:${i}`, reason: "25-minute lesson", now }, db),
      ),
    );
    expect(results.filter((r) => r.status === "spent")).toHaveLength(100);
    expect(results.filter((r) => r.status === "insufficient")).toHaveLength(100);
    const spentBalances = results.flatMap((r) => (r.status === "spent" ? [r.balance] : []));
    expect(Math.min(...spentBalances)).toBe(0);
    expect(new Set(spentBalances).size).toBe(100);
    expect((await readWallet(userId, now)).balance).toBe(0);
    expect(await lotsHold(userId)).toBe(0);
    expect(await ledgerBalance(userId)).toBe(0);
  });

  it("grants once however often the same key is sent, even at once", async () => {
    const userId = await person();
    const idempotencyKey = key("purchase");
    const results = await Promise.all(Array.from({ length: 10 }, () => grant(userId, 8, days(180), { idempotencyKey })));
    expect(new Set(results.map((r) => r.lotId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await getDb().$count(creditLots, eq(creditLots.userId, userId))).toBe(1);
    expect(await getDb().$count(creditEntries, eq(creditEntries.userId, userId))).toBe(1);
    expect((await readWallet(userId, now)).balance).toBe(8);
  });

  it("replays a spend by its key and refuses a key reused for another operation", async () => {
    const userId = await person();
    await grant(userId, 5, days(30));
    const first = await spendCredits({ userId, amount: 2, idempotencyKey: "booking:1", reason: "50-minute lesson", now });
    const again = await spendCredits({ userId, amount: 2, idempotencyKey: "booking:1", reason: "50-minute lesson", now });
    expect(first).toMatchObject({ status: "spent", balance: 3, replayed: false });
    expect(again).toMatchObject({ status: "spent", entryId: (first as { entryId: string }).entryId, replayed: true, balance: 3 });
    await expect(spendCredits({ userId, amount: 1, idempotencyKey: "booking:1", reason: "other", now })).rejects.toMatchObject({
      code: "invalid_input",
    });
    await expect(grant(userId, 2, days(30), { idempotencyKey: "booking:1" })).rejects.toMatchObject({ code: "invalid_input" });
    expect((await readWallet(userId, now)).balance).toBe(3);
  });

  it("takes the lot that expires first, the oldest on a tie, and never an expired one", async () => {
    const userId = await person();
    const late = await grant(userId, 3, packCreditsExpireAt(now));
    const tieNew = await grant(userId, 1, days(20), { now: days(-1) });
    const tieOld = await grant(userId, 1, days(20), { now: days(-5) });
    await grant(userId, 9, days(1, now), { now: days(-10) });
    const later = days(2);
    const spend = await spendCredits({
      userId,
      amount: LESSON_CREDIT_COST[50] + 1,
      idempotencyKey: key("booking"),
      reason: "lessons",
      now: later,
    });
    expect(spend).toMatchObject({
      status: "spent",
      shares: [
        { lotId: tieOld.lotId, amount: 1 },
        { lotId: tieNew.lotId, amount: 1 },
        { lotId: late.lotId, amount: 1 },
      ],
      balance: 2,
    });
    const wallet = await readWallet(userId, later);
    expect(wallet.lots.map((lot) => [lot.id, lot.remaining])).toEqual([[late.lotId, 2]]);
    expect(await spendCredits({ userId, amount: 3, idempotencyKey: key("booking"), reason: "too much", now: later })).toEqual({
      status: "insufficient",
      balance: 2,
      amount: 3,
    });
  });

  it("expires each lot once, however often the job runs, and shows it in the history", async () => {
    const userId = await person();
    await grant(userId, 4, days(1));
    await grant(userId, 1, days(2));
    await grant(userId, 2, days(60));
    await spendCredits({ userId, amount: 5, idempotencyKey: key("booking"), reason: "lessons", now });
    const later = days(3);
    // Lots emptied by spends have nothing left to expire. (Other people's lots may expire in the
    // same runs; count only this person's.)
    await expireCredits(later);
    await expireCredits(later);
    const expiries = await getDb()
      .select({ lotId: creditEntries.lotId, amount: creditEntries.amount })
      .from(creditEntries)
      .where(and(eq(creditEntries.userId, userId), eq(creditEntries.kind, "expiry")));
    expect(expiries).toEqual([]);

    const other = await person();
    const a = await grant(other, 3, days(1));
    const b = await grant(other, 3, days(2));
    await spendCredits({ userId: other, amount: 1, idempotencyKey: key("booking"), reason: "lesson", now });
    expect(await expireCredits(days(1))).toBeGreaterThanOrEqual(1);
    await expireCredits(days(1));
    await expireCredits(later);
    await expireCredits(later);
    const otherExpiries = await getDb()
      .select({ lotId: creditEntries.lotId, amount: creditEntries.amount })
      .from(creditEntries)
      .where(and(eq(creditEntries.userId, other), eq(creditEntries.kind, "expiry")))
      .orderBy(creditEntries.amount);
    expect(otherExpiries).toEqual([
      { lotId: a.lotId, amount: 2 },
      { lotId: b.lotId, amount: 3 },
    ]);
    const wallet = await readWallet(other, later);
    expect(wallet.balance).toBe(0);
    expect(wallet.history.map((entry) => entry.kind).sort()).toEqual(["expiry", "expiry", "grant", "grant", "spend"]);
    expect(await ledgerBalance(other)).toBe(await lotsHold(other));
  });

  it("refunds a spend into its own lots, or a new lot when they expired meanwhile, once", async () => {
    const userId = await person();
    const short = await grant(userId, 1, days(1));
    const long = await grant(userId, 5, days(60));
    const spend = await spendCredits({ userId, amount: 2, idempotencyKey: "booking:42", reason: "50-minute lesson", now });
    const later = days(2);
    await expireCredits(later);

    const refund = await refundCredits({
      userId,
      spendIdempotencyKey: "booking:42",
      idempotencyKey: "cancel:42",
      reason: "tutor cancelled",
      now: later,
    });
    expect(refund).toMatchObject({ status: "refunded", amount: 2, replayed: false });
    const shares = refund.status === "refunded" ? refund.shares : [];
    expect(shares[0]).toEqual({ lotId: long.lotId, amount: 1 });
    const fresh = shares[1]!;
    expect(fresh.amount).toBe(1);
    expect([short.lotId, long.lotId]).not.toContain(fresh.lotId);

    const wallet = await readWallet(userId, later);
    expect(wallet.balance).toBe(6);
    expect(wallet.lots.find((lot) => lot.id === fresh.lotId)).toMatchObject({ source: "refund", remaining: 1, expiresAt: days(30, later) });

    const byKey = await refundCredits({
      userId,
      spendIdempotencyKey: "booking:42",
      idempotencyKey: "cancel:42",
      reason: "again",
      now: later,
    });
    const byId = await refundCredits({
      userId,
      spendEntryId: (spend as { entryId: string }).entryId,
      idempotencyKey: "cancel:42b",
      reason: "again, another key",
      now: later,
    });
    expect(byKey).toMatchObject({ status: "refunded", entryId: (refund as { entryId: string }).entryId, replayed: true });
    expect(byId).toMatchObject({ status: "refunded", entryId: (refund as { entryId: string }).entryId, replayed: true });
    expect((await readWallet(userId, later)).balance).toBe(6);
    expect(await ledgerBalance(userId)).toBe(await lotsHold(userId));
  });

  it("never lets one person's key, id or spend touch another's credits", async () => {
    const alice = await person();
    const bob = await person();
    await grant(alice, 2, days(30));
    await grant(bob, 2, days(30));
    const bobSpend = await spendCredits({ userId: bob, amount: 1, idempotencyKey: "booking:shared", reason: "lesson", now });

    // Alice uses the same key: her own spend, from her own lot.
    const aliceSpend = await spendCredits({ userId: alice, amount: 2, idempotencyKey: "booking:shared", reason: "lesson", now });
    expect(aliceSpend).toMatchObject({ status: "spent", replayed: false, balance: 0 });
    // A person without credits cannot spend someone else's.
    const carol = await person();
    expect(await spendCredits({ userId: carol, amount: 1, idempotencyKey: key("booking"), reason: "lesson", now })).toMatchObject({
      status: "insufficient",
      balance: 0,
    });
    // Bob's spend cannot be refunded to Alice, by key or by id.
    await spendCredits({ userId: alice, amount: 1, idempotencyKey: "booking:bob-only", reason: "lesson", now });
    await spendCredits({ userId: bob, amount: 1, idempotencyKey: "booking:bob-only", reason: "lesson", now });
    expect(
      await refundCredits({ userId: carol, spendIdempotencyKey: "booking:shared", idempotencyKey: key("refund"), reason: "x", now }),
    ).toEqual({ status: "not_found" });
    expect(
      await refundCredits({
        userId: alice,
        spendEntryId: (bobSpend as { entryId: string }).entryId,
        idempotencyKey: key("refund"),
        reason: "x",
        now,
      }),
    ).toEqual({ status: "not_found" });
    expect(await refundCredits({ userId: alice, spendEntryId: "not-a-uuid", idempotencyKey: key("refund"), reason: "x", now })).toEqual({
      status: "not_found",
    });
    const bobWallet = await readWallet(bob, now);
    expect(bobWallet.balance).toBe(0);
    expect(bobWallet.history.every((entry) => entry.kind !== "refund")).toBe(true);
    expect((await readWallet(alice, now)).lots).toEqual([]);
    expect((await readWallet(carol, now)).history).toEqual([]);
  });

  it("moves a visitor's credits to the account on sign-up, and merges them on sign-in", async () => {
    const transfer = createRecordTransfer(getDb, [creditWalletOwnership, creditLotOwnership, creditEntryOwnership]);
    const visitor = await person();
    const account = await person();
    await grant(visitor, 3, days(30), { idempotencyKey: "purchase:same" });
    await spendCredits({ userId: visitor, amount: 1, idempotencyKey: "booking:v", reason: "lesson", now });
    await grant(account, 4, days(60), { idempotencyKey: "purchase:same" });
    await transfer({ fromUserId: visitor, toUserId: account, mode: "sign-in" });

    const wallet = await readWallet(account, now);
    expect(wallet.balance).toBe(6);
    expect(wallet.history).toHaveLength(3);
    expect((await readWallet(visitor, now)).history).toEqual([]);
    const keys = await getDb().select({ key: creditEntries.idempotencyKey }).from(creditEntries).where(eq(creditEntries.userId, account));
    expect(keys.map((k) => k.key).sort()).toEqual(["booking:v", `merged:${visitor}:purchase:same`, "purchase:same"]);
    // The account's own key still replays its own grant, and spending works across both lots.
    expect(await grant(account, 4, days(60), { idempotencyKey: "purchase:same" })).toMatchObject({ replayed: true });
    expect(await spendCredits({ userId: account, amount: 6, idempotencyKey: key("booking"), reason: "lessons", now })).toMatchObject({
      status: "spent",
      balance: 0,
    });

    const newcomer = await person();
    const signedUp = await person();
    await grant(newcomer, 2, days(30));
    await transfer({ fromUserId: newcomer, toUserId: signedUp, mode: "sign-up" });
    expect((await readWallet(signedUp, now)).balance).toBe(2);
    expect(await getDb().$count(creditWallets, eq(creditWallets.userId, newcomer))).toBe(0);

    const emptyHanded = await person();
    const plain = await person();
    await transfer({ fromUserId: emptyHanded, toUserId: plain, mode: "sign-in" });
    expect(await getDb().$count(creditWallets, eq(creditWallets.userId, plain))).toBe(0);
  });
});
