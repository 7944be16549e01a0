import { expect, test } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { message } from "./support/messages";

// Word pages (issue 15 item 1, decision record 0039): real data, one canonical URL per word, a 404 without data.
const ORIGIN = "http://localhost:3100";
const title = (locale: string, kind: string, word: string) => message(locale, `words.kinds.${kind}.title`).replace("{word}", word);

const SAMPLES = [
  { path: "/how-to-pronounce/hello", kind: "pronounce", word: "hello", shows: ["/həˈloʊ/", "huh-LOH"] },
  { path: "/what-part-of-speech/run", kind: "partOfSpeech", word: "run", shows: ["Noun", "Verb", "move fast by using one's feet"] },
  { path: "/synonyms-of/happy", kind: "synonyms", word: "happy", shows: ["glad", "felicitous"] },
  { path: "/antonyms-of/happy", kind: "antonyms", word: "happy", shows: ["unhappy"] },
  { path: "/past-tense-of/go", kind: "pastTense", word: "go", shows: ["went", "gone"] },
  {
    path: "/past-tense-of/prefer",
    kind: "pastTense",
    word: "prefer",
    shows: ["preferred", message("en", "words.pastTense.rules.double-consonant")],
  },
];

for (const sample of SAMPLES) {
  test(`${sample.path} renders its real data with one h1, breadcrumbs, JSON-LD and the way into the funnel`, async ({ page }) => {
    const response = await page.goto(`/en${sample.path}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=3600, stale-while-revalidate=86400");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title("en", sample.kind, sample.word));
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const text of sample.shows) await expect(page.getByRole("main")).toContainText(text);
    await expect(page).toHaveTitle(`${title("en", sample.kind, sample.word)} · Lingora`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/en${sample.path}`);
    const breadcrumbs = page.getByRole("navigation", { name: message("en", "words.breadcrumbs") });
    await expect(breadcrumbs.getByRole("link", { name: message("en", "words.home") })).toHaveAttribute("href", "/en");
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "")));
    expect(jsonLd.flat().map((item: { "@type": string }) => item["@type"])).toEqual(["DefinedTerm", "BreadcrumbList"]);
    await expect(page.getByRole("link", { name: message("en", "words.cta.button") })).toHaveAttribute("href", "/en/funnel/english-improve");
  });
}

test("a word page is answered from the shared page cache the second time; a personal page never is (decision record 0045)", async ({
  request,
  page,
  login,
}) => {
  // A word no other test asks for, so its first request here is the one that fills the cache.
  const path = "/en/how-to-pronounce/lantern";
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  expect(first.headers()["x-lingora-page-cache"]).toBe("MISS");
  // Kept once Next answers with a fresh copy (against a build used before, its first answer is the
  // stale copy it regenerates, which is not kept).
  await expect.poll(async () => (await request.get(path)).headers()["x-lingora-page-cache"]).toBe("HIT");
  const kept = await request.get(path);
  expect(kept.headers()["x-lingora-page-cache"]).toBe("HIT");
  expect(kept.headers()["x-request-id"]).not.toBe(first.headers()["x-request-id"]);
  expect(kept.headers()["cache-control"]).toBe(first.headers()["cache-control"]);
  const keptHtml = await kept.text();
  // The h1's text (the headword inside it is marked lang="en").
  const h1Text = /<h1[^>]*>(.*?)<\/h1>/s.exec(keptHtml)?.[1]?.replace(/<[^>]+>/g, "");
  expect(h1Text).toBe(title("en", "pronounce", "lantern"));

  // A signed-in learner gets the same public page (their session cookie goes with the request), and
  // their own pages from the app every time.
  await login({ name: "Cora Cache" });
  const signedIn = await page.request.get(path);
  expect(signedIn.headers()["x-lingora-page-cache"]).toBe("HIT");
  expect(await signedIn.text()).toBe(keptHtml);
  // The browser asks for other encodings: its own answer is kept apart, then served from memory.
  for (const expected of ["MISS", "HIT"]) {
    const shown = await page.goto(path);
    expect(shown?.headers()["x-lingora-page-cache"]).toBe(expected);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title("en", "pronounce", "lantern"));
  }
  for (let visit = 0; visit < 2; visit++) {
    const own = await page.goto("/en/profile");
    expect(own?.status()).toBe(200);
    expect(own?.headers()["cache-control"]).toBe("private, no-store");
    expect(own?.headers()["x-lingora-page-cache"]).not.toBe("HIT");
    await expect(page.getByText("Cora Cache").first()).toBeVisible();
  }
});

test("a word page shows the CEFR level and links to the word's other pages", async ({ page }) => {
  await page.goto("/en/how-to-pronounce/happy");
  await expect(page.getByTestId("word-level")).toHaveText(message("en", "words.level").replace("{level}", "A1"));
  await page.getByRole("link", { name: title("en", "antonyms", "happy") }).click();
  await expect(page).toHaveURL(`${ORIGIN}/en/antonyms-of/happy`);
  await expect(page.getByRole("main")).toContainText("unhappy");
});

test("a word is normalised with one 308; a word without data and a malicious slug are the ordinary 404", async ({ page, request }) => {
  for (const [from, to] of [
    ["/en/how-to-pronounce/Hello", "/en/how-to-pronounce/hello"],
    ["/en/synonyms-of/ice%20cream", "/en/synonyms-of/ice-cream"],
    ["/en/past-tense-of/%20GO%20", "/en/past-tense-of/go"],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers()["location"]!, ORIGIN).pathname).toBe(to);
  }
  for (const path of [
    "/en/how-to-pronounce/qwxzvbnm",
    "/en/past-tense-of/happy",
    "/en/antonyms-of/cat",
    "/en/how-to-pronounce/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("en", "errors.notFoundTitle"));
    await expect(page.getByRole("main")).not.toContainText("qwxzvbnm");
    await expect(page.getByRole("main")).not.toContainText("script");
  }
});

test("a word with accents, fullwidth letters or a variant locale reaches its canonical page in one 308", async ({ request }) => {
  for (const [from, to] of [
    ["/en/how-to-pronounce/caf%C3%A9", "/en/how-to-pronounce/cafe"],
    ["/en/how-to-pronounce/na%C3%AFve", "/en/how-to-pronounce/naive"],
    ["/en/how-to-pronounce/re%CC%81sume%CC%81", "/en/how-to-pronounce/resume"],
    ["/en/how-to-pronounce/%EF%BC%B2%EF%BD%85%EF%BD%81%EF%BD%84", "/en/how-to-pronounce/read"],
    ["/EN/how-to-pronounce/Read", "/en/how-to-pronounce/read"],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers()["location"]!, ORIGIN).pathname, from).toBe(to);
    expect((await request.get(to!, { maxRedirects: 0 })).status(), to).toBe(200);
  }
});

test("the past-tense search sends a form of a verb to the verb's page in one redirect", async ({ request, page }) => {
  for (const [typed, verb] of [
    ["went", "go"],
    ["ran", "run"],
    ["running", "run"],
    ["gone", "go"],
    ["took", "take"],
    ["left", "leave"],
    ["travelled", "travel"],
    // A verb of its own keeps its page.
    ["found", "found"],
  ]) {
    const response = await request.get(`/en/past-tense-of?word=${typed}`, { maxRedirects: 0 });
    expect(response.status(), typed).toBe(307);
    expect(new URL(response.headers()["location"]!, ORIGIN).pathname, typed).toBe(`/en/past-tense-of/${verb}`);
  }
  await page.goto("/en/past-tense-of?word=Went");
  await expect(page).toHaveURL(`${ORIGIN}/en/past-tense-of/go`);
  await expect(page.getByTestId("past-forms")).toContainText("went");
});

test("a verb spelt differently in American and British English shows both forms, labelled", async ({ page }) => {
  await page.goto("/en/past-tense-of/travel");
  const forms = page.getByTestId("past-forms");
  await expect(forms).toContainText(`traveled ${message("en", "words.pastTense.varieties.us")}`);
  await expect(forms).toContainText(`travelled ${message("en", "words.pastTense.varieties.uk")}`);
  await expect(page.getByRole("main")).toContainText(message("en", "words.pastTense.rules.double-l-british"));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    message("en", "words.kinds.pastTense.description")
      .replace("{word}", "travel")
      .replace("{detail}", "traveled, traveled (US); travelled, travelled (UK)"),
  );
  await page.goto("/de/past-tense-of/worship");
  await expect(page.getByTestId("past-forms")).toContainText(`worshipped ${message("de", "words.pastTense.varieties.uk")}`);
  await expect(page.getByRole("main")).toContainText(message("de", "words.pastTense.rules.double-p-british"));
});

test("a proper noun is shown with its capitals; its URL stays lower case", async ({ page }) => {
  await page.goto("/en/how-to-pronounce/london");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title("en", "pronounce", "London"));
  await expect(page).toHaveTitle(`${title("en", "pronounce", "London")} · Lingora`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/en/how-to-pronounce/london`);
  await page.goto("/en/how-to-pronounce/read");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title("en", "pronounce", "read"));
});

test("the index's search finds a word without JavaScript and says so, without echoing, when it does not", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/how-to-pronounce");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("en", "words.kinds.pronounce.indexTitle"));
  const search = page.getByRole("searchbox", { name: message("en", "words.search.label") });
  await expect(search).toHaveAttribute("maxlength", "64");
  await search.fill("  Pronunciation ");
  await page.getByRole("button", { name: message("en", "words.search.button") }).click();
  await expect(page).toHaveURL(`${ORIGIN}/en/how-to-pronounce/pronunciation`);
  // The lead pronunciation is the one the audio (espeak-ng) says: /pɹə…/, then the dictionary's /pɹoʊ…/.
  await expect(page.getByTestId("ipa")).toHaveText("/pɹəˌnʌnsiˈeɪʃən/");

  await page.goto("/en/how-to-pronounce");
  await search.fill("zzqqxxyy");
  await page.getByRole("button", { name: message("en", "words.search.button") }).click();
  await expect(page.getByTestId("word-search-missed")).toHaveText(message("en", "words.search.notFound"));
  await expect(page.getByRole("main")).not.toContainText("zzqqxxyy");
  await context.close();
});

test("a secondary locale publishes pronunciation pages in its language and sends synonyms to English", async ({ page }) => {
  await page.goto("/de/how-to-pronounce/water");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title("de", "pronounce", "water"));
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => l.getAttribute("hreflang")));
  expect(hreflangs).toContain("de");
  await page.goto("/de/synonyms-of/happy");
  await expect(page).toHaveURL(`${ORIGIN}/en/synonyms-of/happy`);
  const synonymLangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => l.getAttribute("hreflang")));
  expect(synonymLangs).not.toContain("de");
  expect(synonymLangs).toContain("uk");
});

for (const locale of ["en", "de"]) {
  test(`${locale}: word pages and their index pass axe`, async ({ page }) => {
    for (const path of ["/how-to-pronounce", "/how-to-pronounce/pronunciation", "/past-tense-of/study"]) {
      await page.goto(`/${locale}${path}`);
      await expectNoAxeViolations(page);
    }
    if (locale === "en") {
      for (const path of ["/what-part-of-speech/light", "/synonyms-of/big", "/antonyms-of/good"]) {
        await page.goto(`/en${path}`);
        await expectNoAxeViolations(page);
      }
    }
  });
}
