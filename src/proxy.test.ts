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
