import { describe, expect, it } from "vitest";
import { buildRobotsTxt, disallowedPaths, isDisallowed } from "./robots";

describe("robots rules", () => {
  const registry = [
    { pattern: "/", audience: "public" as const, locales: ["en", "de"] as const },
    { pattern: "/profile", locales: ["en", "de"] as const },
    { pattern: "/profile/settings", locales: ["en", "de"] as const },
    { pattern: "/checkout/sandbox/[id]", locales: ["en"] as const },
    { pattern: "/tutoring/short-onboarding", locales: ["en"] as const },
    { pattern: "/tutoring/pricing", audience: "public" as const, locales: ["en"] as const },
    { pattern: "/how-to-pronounce/[word]", audience: "public" as const, locales: ["en"] as const },
    { pattern: "/course", locales: ["en"] as const },
    { pattern: "/course/lesson/[lessonId]", locales: ["en"] as const },
    { pattern: "/course/online-language-course", audience: "public" as const, locales: ["en"] as const },
    { pattern: "/[...rest]", locales: ["en"] as const },
  ];

  it("disallows each private page's path in its locales (up to the first parameter), once, and the API", () => {
    expect(disallowedPaths(registry)).toEqual([
      "/api/",
      "/v1/",
      "/dev/",
      "/de/profile",
      "/en/checkout/sandbox",
      "/en/course$",
      "/en/course/lesson",
      "/en/profile",
      "/en/tutoring/short-onboarding",
    ]);
  });

  it("leaves public pages crawlable, even a word page named like a private area", () => {
    const disallow = disallowedPaths(registry);
    for (const path of ["/en", "/de", "/en/tutoring/pricing", "/en/how-to-pronounce/profile"])
      expect(isDisallowed(disallow, path), path).toBe(false);
    for (const path of ["/en/profile/settings/email", "/v1/me", "/api/auth/sign-in", "/en/course", "/en/course/lesson/1"])
      expect(isDisallowed(disallow, path), path).toBe(true);
  });

  it("writes the file with the sitemap's address", () => {
    expect(buildRobotsTxt({ disallow: ["/api/"], sitemapUrl: "https://x.test/sitemap.xml" })).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://x.test/sitemap.xml\n",
    );
  });
});
