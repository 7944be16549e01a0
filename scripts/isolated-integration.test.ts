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
});
