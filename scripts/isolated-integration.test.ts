import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ISOLATED_INTEGRATION_TESTS, NEEDS_ISOLATION } from "../tests/support/isolated-integration";

/** Every integration test file, as the vitest projects find them (src/, db/, tests/integration/). */
const files = ["src", "db", "tests/integration"]
  .filter((dir) => existsSync(dir))
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => path.posix.join(dir, file.split(path.sep).join("/"))),
  )
  .filter((file) => file.endsWith(".integration.test.ts"))
  .sort();

describe("integration files that share modules", () => {
  it("finds the integration files", () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it("list every file that changes the environment or stubs modules as isolated, and only existing files", () => {
    const needing = files.filter((file) => NEEDS_ISOLATION.test(readFileSync(file, "utf8")));
    expect(needing.filter((file) => !ISOLATED_INTEGRATION_TESTS.includes(file))).toEqual([]);
    expect(ISOLATED_INTEGRATION_TESTS.filter((file) => !files.includes(file))).toEqual([]);
  });

  it("give every pool a file makes itself an error listener: a connection a later file's fresh database ends must not throw out of the shared worker", () => {
    const pools = /new pg\.Pool\(|createPool\(/;
    const withoutListener = files.filter((file) => {
      const text = readFileSync(file, "utf8");
      return pools.test(text) && !/\.on\("error"/.test(text);
    });
    expect(withoutListener).toEqual([]);
  });
});
