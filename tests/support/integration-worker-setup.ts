import pg from "pg";
import { inject } from "vitest";

/**
 * Before each test file: a fresh database cloned from the migrated template, named after the
 * worker, and DATABASE_URL pointing at it (read by the app's config when the file imports it).
 */
const adminUrl = inject("pgAdminUrl");
const template = inject("pgTemplate");
const database = `lingora_test_${process.env.VITEST_POOL_ID ?? "0"}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${database} with (force)`);
await admin.query(`create database ${database} template ${template}`);
await admin.end();

const url = new URL(adminUrl);
url.pathname = `/${database}`;
process.env.DATABASE_URL = url.toString();
process.env.LOG_LEVEL = "silent";
process.env.AUTH_SECRET = "integration-tests-secret-0123456789abcdef";
process.env.PUBLIC_ORIGIN = "http://localhost:3000";

// The composition root's record transfer, as bootServer() provides it at start-up. Loaded on first
// use: importing the app's modules here would read the configuration before a test file sets its own.
const { provideRecordTransfer } = await import("../../src/features/auth/server/record-transfer");
provideRecordTransfer(async (input) => (await import("../../src/server/boot")).transferOwnedRecords(input));
