import { expect, test } from "./support/fixtures";
import { message } from "./support/messages";

// What our Node server answers before Next: nothing here may be a 5xx.
test("a path that is not UTF-8 shows the translated 404 page; on an API it is a JSON 400", async ({ page, request }) => {
  for (const [path, locale] of [
    ["/en/%ED%A0%80", "en"],
    ["/uk/terms/%C0%AE", "uk"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "errors.notFoundTitle"));
    await expect(page).toHaveTitle(`${message(locale, "errors.notFoundTitle")} · Lingora`);
  }
  const api = await request.get("/v1/profiles/keeper/%C0%AE");
  expect(api.status()).toBe(400);
  expect(await api.json()).toMatchObject({ error: { code: "invalid_input" } });
});

test("TRACE and other unsupported methods answer 405 with Allow, on pages and APIs", async ({ request }) => {
  const cases: [string, string][] = [
    ["TRACE", "/en"],
    ["TRACE", "/v1/profiles"],
    ["PROPFIND", "/api/identity/get-session"],
    ["TRACE", "/api/contact-messages"],
  ];
  for (const [method, path] of cases) {
    const response = await request.fetch(path, { method });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers().allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  }
});
