import { describe, expect, it } from "vitest";
import { LEARNING_MARK_KEY, PRODUCT_NAV_ATTRIBUTE, PRODUCT_PATH, productNavScript } from "./product-nav";

/** Runs the header's inline script against a fake page: its storage, its path and its <html>. */
function run(pathname: string, stored: Record<string, string>) {
  const storage = new Map(Object.entries(stored));
  const attributes = new Map<string, string>();
  const window = {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => void attributes.set(name, value) } };
  new Function("window", "location", "document", productNavScript())(window, { pathname }, document);
  return { isProduct: attributes.has(PRODUCT_NAV_ATTRIBUTE), storage };
}

describe("the header's product navigation", () => {
  it("shows the product links to a signed-in person on any page", () => {
    expect(run("/en", { withAuth: "true" }).isProduct).toBe(true);
    expect(run("/uk/contact-us", { withAuth: "true" }).isProduct).toBe(true);
  });

  it("keeps the marketing links for a visitor who has not opened the product", () => {
    expect(run("/en", {}).isProduct).toBe(false);
    expect(run("/en", { withAuth: "false" }).isProduct).toBe(false);
  });

  it("marks an anonymous visitor on a product page as learning, and shows them the product links elsewhere after", () => {
    const first = run("/es-419/course/lesson/en-a1-u01-l01", { withAuth: "false" });
    expect(first.isProduct).toBe(true);
    expect(first.storage.get(LEARNING_MARK_KEY)).toBe("true");
    expect(run("/es-419", Object.fromEntries(first.storage)).isProduct).toBe(true);
  });

  it("knows the product's pages, with or without a locale", () => {
    for (const path of ["/course", "/en/course", "/uk/my-plan", "/for-you", "/hi/tests/en-a1", "/de/course/premium"])
      expect(PRODUCT_PATH.test(path), path).toBe(true);
    for (const path of [
      "/",
      "/en",
      "/en/courses",
      "/en/contact-us",
      "/en/coursework",
      "/en/profile/payments-subscriptions/choose",
      "/en/course/online-language-course",
      "/course/online-language-course",
    ])
      expect(PRODUCT_PATH.test(path), path).toBe(false);
  });

  it("never breaks the page when storage is refused", () => {
    const document = { documentElement: { setAttribute: () => undefined } };
    const window = {
      get localStorage(): Storage {
        throw new Error("SecurityError");
      },
    };
    expect(() => new Function("window", "location", "document", productNavScript())(window, { pathname: "/en" }, document)).not.toThrow();
  });
});
