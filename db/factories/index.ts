/**
 * Typed factories, one module per domain: valid rows with names that say what they set up. The
 * seed, the integration tests and the browser tests (tests/e2e/support/fixtures.ts) use them;
 * accounts and sessions are written through better-auth's internal adapter (identity.ts).
 */
export type { FactoryDb } from "./database";
export * from "./billing";
export * from "./billing-records";
export * from "./contact";
export * from "./courses";
export * from "./course-tests";
export * from "./growth";
export * from "./identity";
export * from "./outbox";
export * from "./profile";
export * from "./plan";
