/**
 * Integration test files that need modules of their own (vitest's `isolate`): they change the
 * process's environment or configuration, stub modules, spy or fake timers, so they must not share
 * a module registry with other files. Every other integration file runs with shared modules
 * (`isolate: false`: the app's modules are imported once per worker, not once per file, which
 * halves the integration stage on 2 cores). `scripts/isolated-integration.test.ts` fails when a file that
 * does any of these is missing here.
 */
export const ISOLATED_INTEGRATION_TESTS: string[] = [
  "src/features/auth/server/delivery-failure.integration.test.ts",
  "src/features/auth/server/id-token-lifetime.integration.test.ts",
  "src/features/auth/server/identity.integration.test.ts",
  "src/features/auth/server/social.integration.test.ts",
  "src/features/courses/api/gating.integration.test.ts",
  "src/features/courses/api/progress-routes.integration.test.ts",
  "src/features/courses/api/progress-transfer.integration.test.ts",
  "src/features/courses/server/audio-endpoint.integration.test.ts",
  "src/features/funnels/api/plan-routes.integration.test.ts",
  "src/features/words/server/word-audio.integration.test.ts",
  "src/lib/delivery/send-email-smtp.integration.test.ts",
  "src/lib/http/api-fuzz.integration.test.ts",
  "src/lib/http/database-outage.integration.test.ts",
  "src/server/generated-client.integration.test.ts",
  "src/server/http-edge.integration.test.ts",
  "src/server/openapi-conformance.integration.test.ts",
  "src/server/profiles.integration.test.ts",
];

/** What makes a file need its own modules (see above). */
export const NEEDS_ISOLATION =
  /process\.env\.[A-Z_]+\s*=(?!=)|delete process\.env|stubEnv|vi\.(?:mock|doMock|spyOn|useFakeTimers)\(|resetConfig/;
