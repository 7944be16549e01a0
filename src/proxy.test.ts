import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "@/lib/http/cache-control";
import { proxy } from "./proxy";

const get = (path: string, method = "GET") => proxy(new NextRequest(`http://localhost:3000${path}`, { method }));

describe("the proxy passes the path's locale to the page", () => {
  it.each([
    ["/uk/admin/billing", "uk"],
    ["/es-419", "es-419"],
    ["/en/no-such-page", "en"],
    ["/en", "en"],
  ])("%s renders with next-intl's locale header %s, whatever the client sent", (path, locale) => {
    const response = proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { "X-NEXT-INTL-LOCALE": "de" } }));
    // NextResponse.next({ request: { headers } }) forwards the request's headers this way.
    expect(response.headers.get("x-middleware-request-x-next-intl-locale")).toBe(locale);
  });
});

describe("the proxy reads the page registry", () => {
  it.each([
    ["/en", PUBLIC_PAGE_CACHE_CONTROL],
    ["/uk/contact-us", PUBLIC_PAGE_CACHE_CONTROL],
    ["/en/terms/privacy-policy", PUBLIC_PAGE_CACHE_CONTROL],
    ["/hi/terms/refund", PUBLIC_PAGE_CACHE_CONTROL],
    ["/en/profile", PRIVATE_CACHE_CONTROL],
    ["/de/profile/settings/email", PRIVATE_CACHE_CONTROL],
    ["/en/admin/flags", PRIVATE_CACHE_CONTROL],
    ["/en/auth/action", PRIVATE_CACHE_CONTROL],
    // Private by default: a signed-in page nobody registered, any unknown path.
    ["/en/my-plan", PRIVATE_CACHE_CONTROL],
    ["/fr/lessons/42", PRIVATE_CACHE_CONTROL],
  ])("%s is sent with %s", (path, header) => {
    const response = get(path);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("cache-control")).toBe(header);
  });

  it("never lets a shared cache keep a non-GET answer", () => {
    expect(get("/en", "POST").headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it.each([
    ["/hi/admin", "/en/admin"],
    ["/tr/e2e-error", "/en/e2e-error"],
  ])("sends %s, which its locale does not publish, to %s", (path, target) => {
    const response = get(path);
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location")!).pathname).toBe(target);
    expect(response.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it.each([
    "/hi",
    "/de/profile/settings",
    "/pl/terms",
    "/it/terms/cookie-policy",
    "/uk/admin",
    "/en/no-such-page",
    "/pl/no-such-page",
    "/es-419/a/b",
  ])("keeps %s, which its locale publishes", (path) => {
    expect(get(path).headers.get("location")).toBeNull();
  });

  it.each([
    ["/en/confusing-words/effect-vs-affect", 308, "/en/confusing-words/affect-vs-effect"],
    ["/en/confusing-words/Its-vs-It%27s", 308, "/en/confusing-words/its-vs-it-s"],
    ["/en/quiz/Past-Simple-Irregular-A2", 308, "/en/quiz/past-simple-irregular-a2"],
    // The pairs are explained in every locale; the quizzes are published in English only.
    ["/uk/confusing-words/effect-vs-affect", 308, "/uk/confusing-words/affect-vs-effect"],
    ["/uk/quiz/past-simple-irregular-a2", 307, "/en/quiz/past-simple-irregular-a2"],
    ["/de/quiz", 307, "/en/quiz"],
  ])("sends the guide page %s with a %s to %s", (path, status, target) => {
    const response = get(path);
    expect(response.status).toBe(status);
    expect(new URL(response.headers.get("location")!).pathname).toBe(target);
  });

  it.each([
    "/en/confusing-words/affect-vs-effect",
    "/de/confusing-words/affect-vs-effect",
    "/en/confusing-words/cat-vs-dog",
    "/en/quiz/no-such-quiz",
    "/en/quiz",
  ])("lets the page answer %s (public; a 404 for no such guide)", (path) => {
    const response = get(path);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });
});

describe("the proxy sends one redirect, straight to the canonical URL", () => {
  it.each([
    // A word's Unicode or case variant, the locale's case and a trailing slash, alone or together.
    ["/en/how-to-pronounce/caf%C3%A9", 308, "/en/how-to-pronounce/cafe"],
    ["/en/how-to-pronounce/na%C3%AFve", 308, "/en/how-to-pronounce/naive"],
    ["/en/how-to-pronounce/re%CC%81sume%CC%81", 308, "/en/how-to-pronounce/resume"],
    ["/en/how-to-pronounce/%EF%BC%B2%EF%BD%85%EF%BD%81%EF%BD%84", 308, "/en/how-to-pronounce/read"],
    ["/en/how-to-pronounce/Read/", 308, "/en/how-to-pronounce/read"],
    ["/EN/how-to-pronounce/Read", 308, "/en/how-to-pronounce/read"],
    ["/EN/how-to-pronounce/Read/", 308, "/en/how-to-pronounce/read"],
    ["/De/past-tense-of/GO", 308, "/de/past-tense-of/go"],
    ["/en/how-to-pronounce/read/", 308, "/en/how-to-pronounce/read"],
    ["/EN/terms", 308, "/en/terms"],
    ["/en/terms/", 308, "/en/terms"],
    ["/en/", 308, "/en"],
    ["/EN/confusing-words/Effect-vs-Affect/", 308, "/en/confusing-words/affect-vs-effect"],
    // A locale that does not publish the page: English at once, with the word's canonical slug (307, as before).
    ["/de/synonyms-of/Happy", 307, "/en/synonyms-of/happy"],
    ["/DE/synonyms-of/Happy/", 307, "/en/synonyms-of/happy"],
    ["/UK/quiz/Past-Simple-Irregular-A2", 307, "/en/quiz/past-simple-irregular-a2"],
    ["/HI/admin", 307, "/en/admin"],
    // No locale: the visitor's locale (English here), composed the same way.
    ["/how-to-pronounce/Read/", 307, "/en/how-to-pronounce/read"],
  ])("%s → %s %s", (path, status, target) => {
    const response = get(path);
    expect(response.status).toBe(status);
    const location = new URL(response.headers.get("location")!);
    expect(location.pathname).toBe(target);
    expect(response.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("keeps the query of the request", () => {
    const location = new URL(get("/EN/how-to-pronounce/Read/?utm_source=qa").headers.get("location")!);
    expect(`${location.pathname}${location.search}`).toBe("/en/how-to-pronounce/read?utm_source=qa");
  });

  it("chooses the locale of an unprefixed path from the cookie, then composes its redirects", () => {
    const request = (cookie: string) =>
      proxy(new NextRequest("http://localhost:3000/synonyms-of/Happy", { headers: { cookie: `NEXT_LOCALE=${cookie}` } }));
    expect(new URL(request("de").headers.get("location")!).pathname).toBe("/en/synonyms-of/happy");
    expect(new URL(request("fr").headers.get("location")!).pathname).toBe("/fr/synonyms-of/happy");
  });

  it.each(["/en/how-to-pronounce/read", "/en/how-to-pronounce/cafe", "/de/how-to-pronounce/read", "/en/terms"])(
    "answers the canonical %s itself",
    (path) => {
      expect(get(path).headers.get("location")).toBeNull();
    },
  );
});
