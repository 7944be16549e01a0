import { readFileSync } from "node:fs";
import path from "node:path";
import { completeLessons, createProfile, createUser, forceFlag, makeAdmin, removeFlagRule, setProfileFields } from "../../db/factories";
import { expectNoAxeViolations } from "./support/axe";
import { uniqueClientAddress } from "./support/client-address";
import { queryE2EDatabase } from "./support/database";
import { E2E_ORIGIN, expect, rejectedConsentCookie, test, type Page } from "./support/fixtures";
import { clearOfUtcMidnight } from "./support/clock";
import { message } from "./support/messages";

// This file acts from its own client address (sign-in is rate-limited per address).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

type Copy = typeof import("../../content/free-for-ukraine/en.json");
/** The page's copy as the content file has it (read at run time: Playwright loads no JSON modules). */
const copy = (locale: "en" | "uk") =>
  JSON.parse(readFileSync(path.join(process.cwd(), "content", "free-for-ukraine", `${locale}.json`), "utf8")) as Copy;
const en = copy("en").form;
const a = (key: string, locale = "en") => message(locale, `adminFreeForUkraine.${key}`);

/** The page, once the server renders it with the flag rules just written (it caches them for a few seconds). */
async function openPage(page: Page, locale: string, ready: () => ReturnType<Page["getByRole"]>) {
  await expect
    .poll(
      async () => {
        await page.goto(`/${locale}/free-for-ukraine`);
        // The application area asks the server once the page is in the browser.
        await expect(page.getByTestId("ffu-application-area")).toHaveAttribute("aria-busy", "false");
        return ready().isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

test("the programme page in Ukrainian and English: one h1, its own title, sign-in to apply; accessible", async ({ page }) => {
  for (const locale of ["uk", "en"] as const) {
    await page.goto(`/${locale}/free-for-ukraine`);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy(locale).heading);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page).toHaveTitle(/\S/);
    const signIn = page.getByRole("link", { name: copy(locale).form.signInButton });
    await expect(signIn).toHaveAttribute("href", `/${locale}/sign-in?next=${encodeURIComponent(`/${locale}/free-for-ukraine`)}`);
    await expectNoAxeViolations(page);
  }
  // Other locales show the English page.
  await page.goto("/de/free-for-ukraine");
  await expect(page).toHaveURL(/\/en\/free-for-ukraine$/);
});

test("a learner applies, an admin approves, the learner has premium (a premium lesson opens), sees it on /profile and gets the email", async ({
  page,
  browser,
  login,
  db,
}) => {
  test.setTimeout(150_000);
  await clearOfUtcMidnight();
  const learner = await login({ name: "Olena Applicant" });
  // The three free lessons of A1 and today's one more: the next lesson is premium.
  await completeLessons(db, learner.id, ["en-a1-u01-l01", "en-a1-u01-l02", "en-a1-u01-l03", "en-a1-u02-l01"]);

  // Closed while the flag is off (its default).
  await page.goto("/en/free-for-ukraine");
  await expect(page.getByText(en.closed)).toBeVisible();
  await expect(page.getByRole("button", { name: en.submit })).toHaveCount(0);

  const rule = await forceFlag(db, { flag: "free_for_ukraine", value: true, condition: { email: learner.email } });
  try {
    await openPage(page, "en", () => page.getByRole("button", { name: en.submit }));
    // Nothing chosen: each field says what it needs, what was typed stays.
    await page.getByLabel(en.city).fill("Kraków");
    await page.getByRole("button", { name: en.submit }).click();
    await expect(page.getByText(en.errors.situationRequired)).toBeVisible();
    await expect(page.getByText(en.errors.countryRequired)).toBeVisible();
    await expect(page.getByText(en.errors.consentRequired)).toBeVisible();
    await expect(page.getByLabel(en.city)).toHaveValue("Kraków");
    await expect(page.getByLabel(en.country)).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel(en.situations.displaced_abroad).check();
    await page.getByLabel(en.country).fill("Poland");
    await page.getByLabel(en.note).fill("<b>Teacher</b> from Kharkiv");
    await page.getByLabel(en.consent).check();
    await page.getByRole("button", { name: en.submit }).click();
    // The action re-renders the page from the server: the stored application replaces the form.
    await expect(page.getByText(en.status.PENDING)).toBeVisible();
    // The note is text, never HTML.
    await expect(page.getByText("<b>Teacher</b> from Kharkiv")).toBeVisible();

    // Back on the page: the open application is shown, no second form.
    await page.goto("/en/free-for-ukraine");
    await expect(page.getByText(en.status.PENDING)).toBeVisible();
    await expect(page.getByRole("button", { name: en.submit })).toHaveCount(0);
    // The page itself is the same for everyone (shared caches keep it): the application is not in it.
    const document = await page.request.get("/en/free-for-ukraine");
    expect(document.headers()["cache-control"]).toMatch(/^public,/);
    expect(await document.text()).not.toContain("from Kharkiv");
  } finally {
    await removeFlagRule(db, rule);
  }

  // The admin, in their own browser.
  const adminContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });
  await adminContext.addCookies([rejectedConsentCookie(E2E_ORIGIN)]);
  const adminPage = await adminContext.newPage();
  const admin = await login({ name: "Queue Admin", context: adminContext });
  await makeAdmin(db, admin.id);
  await adminPage.goto("/en/admin/free-for-ukraine");
  await expect(adminPage.getByRole("heading", { level: 1, name: a("title") })).toBeVisible();
  const pending = adminPage.getByRole("table", { name: a("pendingTitle") });
  const form = pending.getByRole("form", { name: a("decisionLabel").replace("{email}", learner.email) });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(adminPage);
  // Without a reason the browser keeps the form; with one, approved once.
  await form.getByRole("button", { name: a("approve") }).click();
  expect(await form.getByLabel(a("reason")).evaluate((field: HTMLTextAreaElement) => field.validity.valueMissing)).toBe(true);
  await form.getByLabel(a("reason")).fill("Declared displaced to Poland");
  await form.getByRole("button", { name: a("approve") }).click();
  // The queue re-renders from the server: the application moves from pending to the decisions.
  const decided = adminPage.getByRole("table", { name: a("decidedTitle") });
  await expect(decided.getByRole("row").filter({ hasText: learner.email })).toContainText(a("statuses.APPROVED"));
  await expect(form).toHaveCount(0);
  const audit = adminPage.getByRole("table", { name: a("auditTitle") });
  await expect(audit.getByRole("row").filter({ hasText: "Declared displaced to Poland" })).toContainText(admin.email);
  expect(
    await queryE2EDatabase(
      "select l.action, l.reason from ukraine_audit_log l join ukraine_applications a on a.id = l.application_id where a.user_id = $1",
      [learner.id],
    ),
  ).toEqual([{ action: "approve", reason: "Declared displaced to Poland" }]);
  await adminContext.close();

  // The learner: the premium lesson opens.
  await page.goto("/en/course/lesson/en-a1-u02-l02");
  await expect(page.getByRole("heading", { level: 1, name: "Have you got brothers or sisters?" })).toBeVisible();
  await expect(page.getByRole("button", { name: message("en", "lesson.intro.start") })).toBeVisible();

  // The profile shows the decision.
  await page.goto("/en/profile");
  await expect(page.getByRole("heading", { level: 2, name: message("en", "profile.freeForUkraineCard.title") })).toBeVisible();
  // Scoped to the main landmark: the card streams in a Suspense boundary, and for a moment its
  // resolved copy also sits in React's hidden staging element at the end of the body.
  await expect(page.getByRole("main").getByText(message("en", "profile.freeForUkraineCard.status.APPROVED"))).toBeVisible();
  // The admin's words on an approval are a note, not a reason.
  await expect(
    page.getByRole("main").getByText(message("en", "profile.freeForUkraineCard.note").replace("{reason}", "Declared displaced to Poland")),
  ).toBeVisible();

  // The email, sent by the job runner.
  await expect
    .poll(
      async () =>
        (
          await queryE2EDatabase<{ subject: string; text: string }>(
            "select subject, text from outbox_messages where recipient = $1 and meta->>'kind' = 'free-for-ukraine:approved'",
            [learner.email],
          )
        ).map((row) => row.subject),
      { timeout: 30_000 },
    )
    .toEqual([message("en", "freeForUkraineEmails.approvedSubject")]);
});

test("after a rejection a learner applies again, and the page then shows only the new application", async ({ page, login, db }) => {
  const learner = await login({ name: "Second Try" });
  await queryE2EDatabase(
    `insert into ukraine_applications (user_id, status, situation, city, country, locale, consented_at, created_at, decided_at, decision_reason)
     values ($1, 'REJECTED', 'in_ukraine', 'Lviv', 'Ukraine', 'en', now() - interval '2 days', now() - interval '2 days', now() - interval '1 day', 'We could not confirm the city')`,
    [learner.id],
  );
  const rule = await forceFlag(db, { flag: "free_for_ukraine", value: true, condition: { email: learner.email } });
  try {
    await openPage(page, "en", () => page.getByRole("button", { name: en.submit }));
    await expect(page.getByText(en.status.REJECTED)).toBeVisible();
    await expect(page.getByText(en.applyAgain)).toBeVisible();
    await page.getByLabel(en.situations.displaced_in_ukraine).check();
    await page.getByLabel(en.city).fill("Ivano-Frankivsk");
    await page.getByLabel(en.country).fill("Ukraine");
    await page.getByLabel(en.consent).check();
    await page.getByRole("button", { name: en.submit }).click();
    await expect(page.getByText(en.created)).toBeVisible();
    await expect(page.getByText(en.status.PENDING)).toBeVisible();
    await expect(page.getByText(en.status.REJECTED)).toHaveCount(0);
    await expect(page.getByText(en.applyAgain)).toHaveCount(0);
    await expect(page.getByText("We could not confirm the city")).toHaveCount(0);
  } finally {
    await removeFlagRule(db, rule);
  }
});

test("someone who has the programme without an application is told so, and offered no form", async ({ page, login, db }) => {
  const member = await login({ name: "Granted Member" });
  await setProfileFields(db, member.id, { freeForUkraine: true });
  await page.goto("/uk/free-for-ukraine");
  await expect(page.getByTestId("ffu-member")).toHaveText(copy("uk").form.member);
  await expect(page.getByRole("link", { name: copy("uk").form.startLearning })).toBeVisible();
  await expect(page.getByRole("button", { name: copy("uk").form.submit })).toHaveCount(0);
});

test("/admin/free-for-ukraine answers anyone but an admin with the ordinary 404 page", async ({ page, context, login, db }) => {
  expect((await page.goto("/en/admin/free-for-ukraine"))?.status()).toBe(404);
  await login();
  expect((await page.goto("/uk/admin/free-for-ukraine"))?.status()).toBe(404);
  // The queue in Ukrainian, for an admin: accessible.
  const admin = await createUser(db, { name: "Other Admin" });
  await makeAdmin(db, admin.id);
  // Another person in this browser, in a tab of their own (the learner's tab keeps their session's
  // marks), reading the site in Ukrainian.
  await createProfile(db, admin.id, { interfaceLocale: "uk" });
  // The learner's page leaves first: left open without a session, it would start an anonymous one,
  // and its cookie would take the admin's place in this browser.
  await page.goto("about:blank");
  await context.clearCookies();
  await context.addCookies([rejectedConsentCookie(E2E_ORIGIN)]);
  await login({ as: admin });
  const adminPage = await context.newPage();
  await adminPage.goto("/uk/admin/free-for-ukraine");
  await expect(adminPage.getByRole("heading", { level: 1, name: a("title", "uk") })).toBeVisible();
  await expectNoAxeViolations(adminPage);
});
