import { expectNoAxeViolations } from "./support/axe";
import { uniqueClientAddress } from "./support/client-address";
import { E2E_ORIGIN, expect, rejectedConsentCookie, test, type Page } from "./support/fixtures";
import { signInWithPassword } from "./support/journeys";
import { message } from "./support/messages";
import { queryE2EDatabase } from "./support/database";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

const s = (key: string, locale = "en") => message(locale, `settings.${key}`);
const newClientHeaders = () => ({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() } });

/** Counts PATCH /v1/profiles calls; the first `failFirst` answer with `status` (and `body`). */
async function interceptProfilePatch(page: Page, options: { failFirst: number; status: number; body: string }) {
  const calls = { count: 0 };
  await page.route("**/v1/profiles", async (route) => {
    if (route.request().method() !== "PATCH") return route.fallback();
    calls.count += 1;
    if (calls.count <= options.failFirst)
      return route.fulfill({ status: options.status, contentType: "application/json", body: options.body });
    return route.fallback();
  });
  return calls;
}

const BAD_TIME_ZONE = JSON.stringify({
  error: { code: "invalid_input", message: "The request is not valid.", fields: { "json.time_zone": "expected an IANA time zone" } },
});

test("personal info: saved to the profile and shown again after a reload; a 400 answer is retried", async ({ page, login }) => {
  await login({ name: "Ada Learner" });
  await page.goto("/en/profile/settings");
  await page.getByRole("link", { name: s("managePersonalInfo"), exact: true }).click();
  await expect(page).toHaveURL(/\/en\/profile\/settings\/personal-info$/);
  await expect(page.getByRole("heading", { level: 1, name: s("personalInfoPageTitle") })).toBeVisible();

  const name = page.getByLabel(s("displayName"));
  await expect(name).toHaveValue("Ada Learner");
  await name.fill("Ada Lovelace");
  await page.getByLabel(s("nativeLanguage")).selectOption("uk");
  await page.getByLabel(s("targetLanguage")).selectOption("es");
  await page.getByRole("radio", { name: s("learningTutors") }).check();
  await page.getByLabel(s("timeZone")).selectOption("America/Mexico_City");
  await expectNoAxeViolations(page);

  // Two 400 answers, then the real server: PATCH /v1/profiles retries a 400 (spec section 7).
  const calls = await interceptProfilePatch(page, { failFirst: 2, status: 400, body: BAD_TIME_ZONE });
  await page.getByRole("button", { name: s("saveChanges") }).click();
  // Typing while the save is on its way (the retries take seconds) is not lost when it lands.
  await expect(page.getByRole("button", { name: s("saving") })).toBeVisible();
  await name.fill("Ada Lovelace-Byron");
  await expect(page.getByRole("status").filter({ hasText: s("personalInfoSaved") })).toBeVisible({ timeout: 15_000 });
  expect(calls.count).toBe(3);
  await expect(name).toHaveValue("Ada Lovelace-Byron");

  // Only what was sent is stored.
  await page.reload();
  await expect(page.getByLabel(s("displayName"))).toHaveValue("Ada Lovelace");
  await expect(page.getByLabel(s("nativeLanguage"))).toHaveValue("uk");
  await expect(page.getByLabel(s("targetLanguage"))).toHaveValue("es");
  await expect(page.getByRole("radio", { name: s("learningTutors") })).toBeChecked();
  await expect(page.getByLabel(s("timeZone"))).toHaveValue("America/Mexico_City");
  // The profile page shows the saved name.
  await page.goto("/en/profile");
  await expect(page.getByText("Ada Lovelace")).toBeVisible();
});

test("personal info: a failed save keeps what the user typed, marks a refused field, and saves once the server answers", async ({
  page,
  login,
}) => {
  await login({ name: "Ben Typed" });
  await page.goto("/en/profile/settings/personal-info");
  const name = page.getByLabel(s("displayName"));
  await expect(name).toHaveValue("Ben Typed");

  // A server error is not retried for this call: it fails at once and the typing stays.
  await page.route("**/v1/profiles", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({ status: 503, contentType: "application/json", body: '{"error":{"code":"unavailable","message":"down"}}' })
      : route.fallback(),
  );
  await name.fill("Benedict Typed");
  await page.getByRole("button", { name: s("saveChanges") }).click();
  await expect(page.getByRole("status").filter({ hasText: s("personalInfoSaveFailed") })).toBeVisible();
  await expect(name).toHaveValue("Benedict Typed");
  await page.unrouteAll({ behavior: "wait" });

  // A 400 on every try: four tries in all, then the refused field is marked and the value kept.
  const calls = await interceptProfilePatch(page, { failFirst: 99, status: 400, body: BAD_TIME_ZONE });
  await page.getByLabel(s("timeZone")).selectOption("Europe/Warsaw");
  await page.getByRole("button", { name: s("saveChanges") }).click();
  await expect(page.getByText(s("fieldRejected"))).toBeVisible({ timeout: 15_000 });
  expect(calls.count).toBe(4);
  await expect(page.getByLabel(s("timeZone"))).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(s("timeZone"))).toHaveValue("Europe/Warsaw");
  await expect(name).toHaveValue("Benedict Typed");
  await page.unrouteAll({ behavior: "wait" });

  await page.getByRole("button", { name: s("saveChanges") }).click();
  await expect(page.getByRole("status").filter({ hasText: s("personalInfoSaved") })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(s("displayName"))).toHaveValue("Benedict Typed");
  await expect(page.getByLabel(s("timeZone"))).toHaveValue("Europe/Warsaw");
});

test("interface language: saved to the profile, the page switches, and the next sign-in on another browser opens in it", async ({
  page,
  browser,
  login,
}) => {
  const { email } = await login({ name: "Lena Sprache" });
  await page.goto("/en/profile/settings");
  // Choosing in the list changes nothing yet; the button applies it.
  await page.getByRole("combobox", { name: s("interfaceLanguage"), exact: true }).selectOption("de");
  await expect(page).toHaveURL(/\/en\/profile\/settings$/);
  await page.getByRole("button", { name: s("applyLanguage") }).click();
  await expect(page).toHaveURL(/\/de\/profile\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: s("title", "de") })).toBeVisible();
  await expect(page.getByRole("combobox", { name: s("interfaceLanguage", "de"), exact: true })).toHaveValue("de");
  // This browser remembers it: "/" opens in German.
  await page.goto("/");
  await expect(page).toHaveURL(/\/de$/);

  const other = await browser.newContext(newClientHeaders());
  await other.addCookies([rejectedConsentCookie(E2E_ORIGIN)]);
  const second = await other.newPage();
  await signInWithPassword(second, email);
  await expect(second).toHaveURL(/\/de\/my-plan$/, { timeout: 15_000 });
  await expect(second.locator("html")).toHaveAttribute("lang", "de");
  // The switch is said, in the new language, with the way back to the one this browser was using.
  const switched = (key: string, language: string) => message("de", `profile.localeSwitched.${key}`).replace("{language}", language);
  const notice = second.getByTestId("locale-switch-notice");
  await expect(notice).toContainText(switched("text", "Deutsch"));
  await expectNoAxeViolations(second);
  await notice.getByRole("button", { name: switched("switchBack", "English") }).click();
  await expect(second).toHaveURL(/\/en\/my-plan$/);
  await expect(second.locator("html")).toHaveAttribute("lang", "en");
  await expect(notice).toHaveCount(0);
  // Saved to the account, as if chosen in the settings; said once only.
  await second.goto("/en/profile/settings");
  await expect(second.getByRole("combobox", { name: s("interfaceLanguage"), exact: true })).toHaveValue("en");
  await expect(second.getByTestId("locale-switch-notice")).toHaveCount(0);
  await other.close();
});

test("terms and privacy: the legal documents, the cookie choices, and the latest choice follows the user to another browser", async ({
  page,
  browser,
  login,
}) => {
  const { email } = await login({ name: "Cora Consent" });
  await page.goto("/en/profile/settings/terms");
  await expect(page.getByRole("heading", { level: 1, name: s("termsPageTitle") })).toBeVisible();
  const documents = page.getByRole("region", { name: message("en", "legal.documents") });
  await expect(documents.getByRole("link", { name: message("en", "legalLinks.privacyPolicy") })).toHaveAttribute(
    "href",
    "/en/terms/privacy-policy",
  );
  await expect(documents.getByRole("link", { name: message("en", "legalLinks.refund") })).toHaveAttribute("href", "/en/terms/refund");
  await expect(documents.getByRole("link")).toHaveCount(7);
  const choices = page.getByRole("region", { name: s("consentSection") });
  // The fixture's stored choice: necessary only. Nothing was saved to this new account.
  await expect(choices.getByText(s("consentNotAllowed")).first()).toBeVisible();
  await expect(page.getByTestId("consent-recorded")).toHaveText(s("consentNotRecorded"));
  await expectNoAxeViolations(page);

  await choices.getByRole("button", { name: s("consentChange") }).click();
  const dialog = page.getByRole("dialog", { name: message("en", "consent.preferencesTitle") });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole("button", { name: message("en", "consent.acceptAll") })
    .first()
    .click();
  await expect(choices.getByText(s("consentNotAllowed"))).toHaveCount(0);
  await expect(page.getByTestId("consent-recorded")).toContainText(s("consentRecordedAt").split("{date}")[0]!, { timeout: 15_000 });

  // Another browser that never answered the banner: after signing in, the account's choice applies.
  const other = await browser.newContext(newClientHeaders());
  const second = await other.newPage();
  const dntPosts: string[] = [];
  second.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/v1/dnt") dntPosts.push(request.url());
  });
  await signInWithPassword(second, email);
  await expect(second).toHaveURL(/\/en\/my-plan$/);
  await expect
    .poll(async () => {
      const cookie = (await other.cookies()).find((c) => c.name === "lingora_consent");
      return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] }).categories : [];
    })
    .toContain("analytics");
  await expect(second.getByRole("button", { name: message("en", "consent.acceptAll") })).toBeHidden();
  await second.goto("/en/profile/settings/terms");
  const secondChoices = second.getByRole("region", { name: s("consentSection") });
  await expect(secondChoices.getByText(s("consentAllowed")).first()).toBeVisible();
  await expect(secondChoices.getByText(s("consentNotAllowed"))).toHaveCount(0);
  // Applying the account's choice is not a new choice: nothing is sent back.
  expect(dntPosts).toEqual([]);
  await other.close();
});

test("white noise: the preview plays generated noise through the Web Audio API and stops", async ({ page, login }) => {
  // Keeps every AudioContext the page creates, to read its state.
  await page.addInitScript(() => {
    const Original = window.AudioContext;
    const created: AudioContext[] = [];
    (window as unknown as { __audioContexts: AudioContext[] }).__audioContexts = created;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        created.push(this);
      }
    };
  });
  await login({ name: "Nora Noise" });
  await page.goto("/en/profile/settings");
  await page.getByRole("button", { name: s("whiteNoiseListen") }).click();
  const stop = page.getByRole("button", { name: s("whiteNoiseStop") });
  const audio = () =>
    page.evaluate(() => {
      const contexts = (window as unknown as { __audioContexts: AudioContext[] }).__audioContexts;
      const last = contexts[contexts.length - 1];
      return { count: contexts.length, state: last?.state ?? "none", time: last?.currentTime ?? 0 };
    });
  await expect.poll(async () => (await audio()).state).toBe("running");
  const before = (await audio()).time;
  await expect.poll(async () => (await audio()).time).toBeGreaterThan(before);
  await stop.click();
  await expect(page.getByRole("button", { name: s("whiteNoiseListen") })).toBeVisible();
  await expect.poll(async () => (await audio()).state).toBe("closed");

  // Leaving the settings page while it plays (the header's links load the next page: decision record
  // 0030) ends the preview: the next page makes no sound of its own.
  await page.getByRole("button", { name: s("whiteNoiseListen") }).click();
  await expect.poll(async () => (await audio()).state).toBe("running");
  await page.getByRole("link", { name: message("en", "nav.home"), exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("en", "home.hero.title"));
  expect(await audio()).toEqual({ count: 0, state: "none", time: 0 });
});

test("the profile and settings pages are translated and accessible in a secondary locale (hi) and in uk", async ({ page, login }) => {
  // Eight pages, each checked by axe: more than the default budget on a busy machine.
  test.setTimeout(120_000);
  await login({ name: "Meera Multi" });
  const pages = [
    { path: "/profile", heading: "profile.title" },
    { path: "/profile/settings", heading: "settings.title" },
    { path: "/profile/settings/personal-info", heading: "settings.personalInfoPageTitle" },
    { path: "/profile/settings/terms", heading: "settings.termsPageTitle" },
  ];
  for (const locale of ["hi", "uk"]) {
    for (const { path, heading } of pages) {
      await page.goto(`/${locale}${path}`);
      await expect(page).toHaveURL(new RegExp(`/${locale}${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, heading));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expectNoAxeViolations(page);
    }
  }
  // The form itself is in the locale too.
  await page.goto("/uk/profile/settings/personal-info");
  await expect(page.getByLabel(s("displayName", "uk"))).toHaveValue("Meera Multi");
  await expect(page.getByRole("button", { name: s("saveChanges", "uk") })).toBeVisible();
});

test("personal info refuses what it cannot keep, names time zones as they are today, and offers group lessons", async ({ page, login }) => {
  const { email } = await login({ name: "Cleo Current" });
  await page.goto("/en/profile/settings/personal-info");
  const name = page.getByLabel(s("displayName"));
  await expect(name).toHaveValue("Cleo Current");
  const save = page.getByRole("button", { name: s("saveChanges") });
  let patches = 0;
  page.on("request", (request) => {
    if (request.method() === "PATCH" && new URL(request.url()).pathname === "/v1/profiles") patches += 1;
  });

  // A blank name is refused, not "saved" while the old one stays.
  await name.fill("   ");
  await save.click();
  await expect(page.getByText(s("nameRequired"))).toBeVisible();
  await expect(name).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: s("personalInfoSaved") })).toHaveCount(0);
  await name.fill("Cleo Current");

  // One language cannot be both native and learned.
  await page.getByLabel(s("nativeLanguage")).selectOption("es");
  await page.getByLabel(s("targetLanguage")).selectOption("es");
  await save.click();
  await expect(page.getByText(s("sameLanguage"))).toBeVisible();
  await expect(page.getByLabel(s("targetLanguage"))).toHaveAttribute("aria-invalid", "true");
  expect(patches).toBe(0);

  // Time zones: current names only, grouped by region, with the offset and the zone's name; no Etc/… aliases.
  const zone = page.getByLabel(s("timeZone"));
  await expect(zone.locator('option[value="Europe/Kiev"], option[value="Africa/Asmera"], option[value="Asia/Calcutta"]')).toHaveCount(0);
  await expect(zone.locator('option[value^="Etc/"]')).toHaveCount(0);
  await expect(zone.locator('optgroup[label="Europe"] > option[value="Europe/Kyiv"]')).toHaveText(/^\(UTC\+0[23]:00\) Kyiv — /);
  await expect(zone.locator('optgroup[label="Africa"] > option[value="Africa/Asmara"]')).toHaveCount(1);
  await expect(zone.locator('optgroup[label="Asia"] > option[value="Asia/Kolkata"]')).toHaveCount(1);

  // Group lessons: saved as the spec's learning target 'tutors', shown again as group lessons.
  await page.getByLabel(s("targetLanguage")).selectOption("en");
  await page.getByRole("radio", { name: s("learningGroupLessons") }).check();
  await zone.selectOption("Europe/Kyiv");
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: s("personalInfoSaved") })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: s("learningGroupLessons") })).toBeChecked();
  await expect(page.getByLabel(s("timeZone"))).toHaveValue("Europe/Kyiv");
  const rows = await queryE2EDatabase<{ learning_target: string; time_zone: string }>(
    `select p.learning_target, p.time_zone from profiles p join "user" u on u.id = p.user_id where u.email = $1`,
    [email],
  );
  expect(rows).toEqual([{ learning_target: "tutors", time_zone: "Europe/Kyiv" }]);

  // In Ukrainian, the regions and the zone names are Ukrainian.
  await page.goto("/uk/profile/settings/personal-info");
  const ukZone = page.getByLabel(s("timeZone", "uk"));
  await expect(ukZone.locator(`optgroup[label="${s("timeZoneRegions.Europe", "uk")}"] > option[value="Europe/Kyiv"]`)).toHaveText(
    /за східноєвропейським часом/,
  );
});
