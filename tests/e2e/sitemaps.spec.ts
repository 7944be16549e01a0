import { expect, test } from "./support/fixtures";

// The proxy's matcher leaves files with a dot to their route handlers (no locale redirect).
test.describe("robots.txt and the sitemaps", () => {
  test("answer from their route handlers with their content types", async ({ request }) => {
    const robots = await request.get("/robots.txt", { maxRedirects: 0 });
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await robots.text()).toContain("Sitemap: http://localhost:3100/sitemap.xml");

    const index = await request.get("/sitemap.xml", { maxRedirects: 0 });
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    expect(await index.text()).toContain("<loc>http://localhost:3100/sitemaps/pages.xml</loc>");

    const pages = await request.get("/sitemaps/pages.xml", { maxRedirects: 0 });
    expect(pages.status()).toBe(200);
    expect(await pages.text()).toContain("<loc>http://localhost:3100/en/contact-us</loc>");
    expect((await request.get("/sitemaps/nope.xml", { maxRedirects: 0 })).status()).toBe(404);
  });
});
