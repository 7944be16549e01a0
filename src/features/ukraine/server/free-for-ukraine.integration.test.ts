import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ukraineApplications, ukraineAuditLog } from "@db/schema/ukraine";
import { createSession, createUser, makeAdmin } from "@db/factories";
import { loadEntitlements } from "@/features/billing/server";
import { setFreeForUkraine } from "@/features/profile/server";
import { getConfig } from "@/lib/config";
import { getDb, getPool } from "@/lib/db";
import type { EmailMessage } from "@/lib/delivery";
import { defineJob, JOBS_SCHEMA, keepInProcessRunner, startJobRunner, stopInProcessRunner } from "@/lib/jobs";
import { AppError } from "@/lib/errors";
import { anonymousAccount } from "../../../../tests/support/accounts";
import { readLatestApplication } from "./application-store";
import { decideApplication } from "./decide-application";
import { SEND_DECISION_EMAIL_JOB, sendDecisionEmail } from "./decision-email";
import { performAdminDecision } from "./perform-admin-action";
import { performApply } from "./perform-apply";
import { submitApplication } from "./submit-application";
import { ukraineApplicationOwnership } from "./ukraine-ownership";

/** The job runner, as `npm start` has it: decision emails are queued in the decision's transaction (counted here, not sent). */
beforeAll(async () => {
  const runner = await startJobRunner({
    connectionString: getConfig().DATABASE_URL!,
    jobs: [defineJob({ name: SEND_DECISION_EMAIL_JOB, options: { policy: "standard" }, handler: () => Promise.resolve() })],
    onError: () => undefined,
  });
  keepInProcessRunner(() => Promise.resolve(runner));
});
afterAll(() => stopInProcessRunner());

let counter = 0;
const nonce = () => `ukraine-test-nonce-${String(++counter).padStart(6, "0")}`;
const declaration = {
  situation: "displaced_abroad",
  city: "Kraków",
  country: "Poland",
  note: "<b>Teacher</b> from Kharkiv",
  consent: "on",
};
const open = { open: true, locale: "uk" };

async function newAdmin() {
  const admin = await createUser(getDb());
  await makeAdmin(getDb(), admin.id);
  return { id: admin.id, email: admin.email };
}

async function applied(fields: Record<string, unknown> = {}) {
  const person = await createUser(getDb());
  const result = await submitApplication(person.id, { ...declaration, ...fields }, open);
  if (result.status !== "created") throw new Error(`not created: ${result.status}`);
  return { person, application: result.application };
}

const auditOf = (applicationId: string) => getDb().select().from(ukraineAuditLog).where(eq(ukraineAuditLog.applicationId, applicationId));

async function emailRunsFor(applicationId: string): Promise<number> {
  const result = await getPool().query<{ n: number }>(
    `select count(*)::int as n from ${JOBS_SCHEMA}.job where name = $1 and data->>'applicationId' = $2`,
    [SEND_DECISION_EMAIL_JOB, applicationId],
  );
  return result.rows[0]!.n;
}

async function refusalOf(promise: Promise<unknown>): Promise<Record<string, string> | undefined> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).details?.fields;
}

const headersOf = (cookie: string) => new Headers(cookie ? { cookie } : {});
async function signedIn(userId: string) {
  const { cookie } = await createSession(getDb(), userId, { secret: getConfig().AUTH_SECRET! });
  return headersOf(`${cookie.name}=${cookie.value}`);
}
function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

describe("applying", () => {
  it("stores what the person declared, as typed (text, not HTML), pending", async () => {
    const { person, application } = await applied();
    expect(application).toMatchObject({
      status: "PENDING",
      situation: "displaced_abroad",
      city: "Kraków",
      country: "Poland",
      note: "<b>Teacher</b> from Kharkiv",
    });
    const [row] = await getDb().select().from(ukraineApplications).where(eq(ukraineApplications.userId, person.id));
    expect(row).toMatchObject({ status: "PENDING", locale: "uk", decidedAt: null, decisionReason: null });
    expect(row!.consentedAt).toBeInstanceOf(Date);
  });

  it("keeps one open application per person: a second submit answers with the first, also when both race", async () => {
    const { person, application } = await applied();
    expect(await submitApplication(person.id, { ...declaration, city: "Lviv" }, open)).toEqual({ status: "exists", application });
    const other = await createUser(getDb());
    const raced = await Promise.all([1, 2, 3].map(() => submitApplication(other.id, declaration, open)));
    expect(raced.map((r) => r.status).sort()).toEqual(["created", "exists", "exists"]);
    expect(await getDb().select().from(ukraineApplications).where(eq(ukraineApplications.userId, other.id))).toHaveLength(1);
  });

  it("refuses an invalid declaration field by field and stores nothing", async () => {
    const person = await createUser(getDb());
    const result = await submitApplication(
      person.id,
      { situation: "tourist", city: "", country: "x".repeat(81), note: "y".repeat(1001) },
      open,
    );
    expect(result).toEqual({
      status: "invalid",
      fields: {
        situation: "situationRequired",
        city: "cityRequired",
        country: "countryTooLong",
        note: "noteTooLong",
        consent: "consentRequired",
      },
    });
    expect(await readLatestApplication(person.id)).toBeNull();
  });

  it("is closed while the free_for_ukraine flag is off: nothing is stored, an existing application is still shown", async () => {
    const person = await createUser(getDb());
    expect(await submitApplication(person.id, declaration, { ...open, open: false })).toEqual({ status: "closed" });
    expect(await readLatestApplication(person.id)).toBeNull();
    const { person: earlier, application } = await applied();
    expect(await submitApplication(earlier.id, declaration, { ...open, open: false })).toEqual({ status: "exists", application });
  });

  it("refuses a new application from someone whose profile already has free_for_ukraine, even after a rejection", async () => {
    const member = await createUser(getDb());
    await setFreeForUkraine(member.id, true, getDb());
    expect(await submitApplication(member.id, declaration, open)).toEqual({ status: "member" });
    expect(await readLatestApplication(member.id)).toBeNull();

    const { person: rejected, application } = await applied();
    await decideApplication(await newAdmin(), {
      applicationId: application.id,
      decision: "reject",
      reason: "Outside the programme",
      nonce: nonce(),
    });
    await setFreeForUkraine(rejected.id, true, getDb());
    expect(await submitApplication(rejected.id, declaration, open)).toEqual({ status: "member" });
    expect((await readLatestApplication(rejected.id))?.status).toBe("REJECTED");
  });

  it("through the form's action: registered people only; anonymous visitors and the signed-out are sent to sign in and own nothing", async () => {
    const anonymous = await anonymousAccount();
    const form = () => formOf({ ...declaration, locale: "en" });
    const deps = { open: () => Promise.resolve(true), locale: "en" };
    for (const headers of [headersOf(anonymous.browser.cookieHeader()), headersOf("")]) {
      expect(await performApply(headers, form(), deps)).toMatchObject({ status: "signed-out", values: { city: "Kraków" } });
    }
    expect(await readLatestApplication(anonymous.userId)).toBeNull();

    const person = await createUser(getDb());
    const headers = await signedIn(person.id);
    const closed = await performApply(headers, form(), { ...deps, open: () => Promise.resolve(false) });
    expect(closed).toMatchObject({ status: "closed", values: { city: "Kraków" } });
    const invalid = await performApply(headers, formOf({ ...declaration, consent: "", city: "" }), deps);
    expect(invalid).toMatchObject({
      status: "invalid",
      fields: { city: "cityRequired", consent: "consentRequired" },
      values: { country: "Poland" },
    });
    expect(await performApply(headers, form(), deps)).toMatchObject({ status: "created", application: { status: "PENDING" } });
    expect(await performApply(headers, form(), deps)).toMatchObject({ status: "exists", application: { status: "PENDING" } });
  });

  it("shows each person only their own application", async () => {
    const a = await applied({ city: "Odesa", situation: "in_ukraine", country: "Ukraine" });
    const b = await createUser(getDb());
    expect(await readLatestApplication(b.id)).toBeNull();
    expect((await readLatestApplication(a.person.id))?.city).toBe("Odesa");
    // B applying does not see or touch A's open application.
    const own = await submitApplication(b.id, declaration, open);
    expect(own.status).toBe("created");
    expect((await readLatestApplication(a.person.id))?.id).toBe(a.application.id);
  });
});

describe("deciding", () => {
  it("approval sets free_for_ukraine, so billing's entitlements give courses premium; audited and emailed in the same transaction", async () => {
    const admin = await newAdmin();
    const { person, application } = await applied();
    expect((await loadEntitlements(person.id)).coursesTier).toBe("free");
    const result = await decideApplication(admin, {
      applicationId: application.id,
      decision: "approve",
      reason: "Declared displaced to Poland",
      nonce: nonce(),
    });
    expect(result).toEqual({ status: "APPROVED", replayed: false });
    expect((await loadEntitlements(person.id)).coursesTier).toBe("premium");
    expect(await readLatestApplication(person.id)).toMatchObject({ status: "APPROVED", decisionReason: "Declared displaced to Poland" });
    expect(await auditOf(application.id)).toMatchObject([
      {
        action: "approve",
        adminId: admin.id,
        userId: person.id,
        reason: "Declared displaced to Poland",
        details: { from: "PENDING", to: "APPROVED" },
      },
    ]);
    expect(await emailRunsFor(application.id)).toBe(1);
    // Approved: no new application, the approved one is what the person sees.
    expect(await submitApplication(person.id, declaration, open)).toMatchObject({ status: "exists", application: { status: "APPROVED" } });
  });

  it("rejection keeps free_for_ukraine off, with the reason; the person may apply again", async () => {
    const admin = await newAdmin();
    const { person, application } = await applied();
    expect(
      await decideApplication(admin, { applicationId: application.id, decision: "reject", reason: "Not enough detail", nonce: nonce() }),
    ).toEqual({
      status: "REJECTED",
      replayed: false,
    });
    expect((await loadEntitlements(person.id)).coursesTier).toBe("free");
    expect(await auditOf(application.id)).toMatchObject([{ action: "reject", reason: "Not enough detail" }]);
    expect(await emailRunsFor(application.id)).toBe(1);
    expect((await submitApplication(person.id, declaration, open)).status).toBe("created");
  });

  it("a double submit of one form is one decision (one audit row, one email); a second form on a decided application is refused", async () => {
    const admin = await newAdmin();
    const { person, application } = await applied();
    const form = { applicationId: application.id, decision: "approve" as const, reason: "Looks right", nonce: nonce() };
    const both = await Promise.all([decideApplication(admin, form), decideApplication(admin, form)]);
    expect(both.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect(both.every((r) => r.status === "APPROVED")).toBe(true);
    expect(await auditOf(application.id)).toHaveLength(1);
    expect(await emailRunsFor(application.id)).toBe(1);
    expect(await refusalOf(decideApplication(admin, { ...form, decision: "reject", nonce: nonce() }))).toEqual({
      applicationId: "alreadyDecided",
    });
    expect((await loadEntitlements(person.id)).coursesTier).toBe("premium");
  });

  it("refuses a decision without a reason or for an unknown application, and writes nothing", async () => {
    const admin = await newAdmin();
    const { person, application } = await applied();
    expect(
      await refusalOf(decideApplication(admin, { applicationId: application.id, decision: "approve", reason: "  ", nonce: nonce() })),
    ).toEqual({
      reason: "reasonRequired",
    });
    expect(
      await refusalOf(
        decideApplication(admin, {
          applicationId: "00000000-0000-4000-8000-000000000000",
          decision: "approve",
          reason: "x",
          nonce: nonce(),
        }),
      ),
    ).toEqual({ applicationId: "notFound" });
    expect(await auditOf(application.id)).toHaveLength(0);
    expect((await readLatestApplication(person.id))?.status).toBe("PENDING");
  });

  it("the queue's action is for admins only: a signed-in learner, an anonymous visitor and someone signed out change nothing", async () => {
    const { person, application } = await applied();
    const anonymous = await anonymousAccount();
    const form = () => formOf({ applicationId: application.id, decision: "approve", reason: "Authorization test", nonce: nonce() });
    for (const headers of [await signedIn(person.id), headersOf(anonymous.browser.cookieHeader()), headersOf("")]) {
      expect(await performAdminDecision(headers, form())).toEqual({ status: "error", code: "forbidden" });
    }
    expect(await auditOf(application.id)).toHaveLength(0);
    expect((await loadEntitlements(person.id)).coursesTier).toBe("free");
    const admin = await newAdmin();
    const same = form();
    expect(await performAdminDecision(await signedIn(admin.id), same)).toEqual({ status: "done", code: "approved" });
    expect(await performAdminDecision(await signedIn(admin.id), same)).toEqual({ status: "done", code: "approvedReplayed" });
  });
});

describe("telling the applicant", () => {
  it("emails the decision in the person's interface locale, with a plain-text part and the reason as text", async () => {
    const admin = await newAdmin();
    const person = await createUser(getDb(), { locale: "uk" });
    const created = await submitApplication(person.id, declaration, { ...open, locale: "en" });
    if (created.status !== "created") throw new Error(created.status);
    const sent: EmailMessage[] = [];
    const send = (message: EmailMessage) => Promise.resolve(void sent.push(message));
    expect(await sendDecisionEmail(created.application.id, { send })).toBe(false);
    await decideApplication(admin, {
      applicationId: created.application.id,
      decision: "reject",
      reason: "Need <city> detail",
      nonce: nonce(),
    });
    expect(await sendDecisionEmail(created.application.id, { send, origin: "https://lingora.example" })).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: person.email,
      subject: "Ваша заявка «Безкоштовно для України»",
      meta: { kind: "free-for-ukraine:rejected", locale: "uk" },
    });
    expect(sent[0]!.text).toContain("Наша причина: Need <city> detail");
    expect(sent[0]!.text).toContain("https://lingora.example/uk/contact-us");
    expect(sent[0]!.html).toContain("Need &lt;city&gt; detail");
    expect(sent[0]!.html).not.toContain("<city>");
  });
});

describe("ownership", () => {
  it("moves applications to the account; an anonymous visitor's open one yields to the account's own", async () => {
    const from = await createUser(getDb());
    const to = await applied();
    await getDb()
      .insert(ukraineApplications)
      .values({ userId: from.id, situation: "in_ukraine", city: "Dnipro", country: "Ukraine", locale: "uk", consentedAt: new Date() });
    await getDb().transaction((tx) => ukraineApplicationOwnership.mergeInto(tx, from.id, to.person.id));
    const rows = await getDb().select().from(ukraineApplications).where(eq(ukraineApplications.userId, to.person.id));
    expect(rows.map((row) => row.id)).toEqual([to.application.id]);
    const moved = await createUser(getDb());
    await getDb()
      .insert(ukraineApplications)
      .values({ userId: from.id, situation: "in_ukraine", city: "Dnipro", country: "Ukraine", locale: "uk", consentedAt: new Date() });
    await getDb().transaction((tx) => ukraineApplicationOwnership.moveAll(tx, from.id, moved.id));
    expect((await readLatestApplication(moved.id))?.city).toBe("Dnipro");
  });
});
