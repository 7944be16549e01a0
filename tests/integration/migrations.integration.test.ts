import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { applyMigrations } from "@/lib/db/migrate";

describe("migrations", () => {
  const adminUrl = inject("pgAdminUrl");
  const database = `lingora_empty_${process.pid}`;
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it("apply to an empty database, and a second run changes nothing", async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();

    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    // Its connections may still be closing when the database is dropped (57P01): not an uncaught error.
    pool.on("error", () => undefined);
    try {
      const before = await pool.query("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
      expect(before.rows[0].n).toBe(0);

      await applyMigrations(pool);
      const tables = await pool.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
      );
      const names = tables.rows.map((r) => r.table_name);
      // The analytics store's monthly partitions: this month and the next two exist after migrating.
      const monthOf = (offset: number) => {
        const d = new Date();
        d.setUTCDate(1);
        d.setUTCMonth(d.getUTCMonth() + offset);
        return `analytics_events_${d.toISOString().slice(0, 7).replace("-", "_")}`;
      };
      expect(names.filter((n) => /^analytics_events_\d{4}_\d{2}$/.test(n))).toEqual([monthOf(0), monthOf(1), monthOf(2)]);
      expect(names.filter((n) => !/^analytics_events_\d{4}_\d{2}$/.test(n))).toEqual([
        "account",
        "achievements_earned",
        "analytics_events",
        "analytics_events_default",
        "billing_audit_log",
        "billing_customers",
        "checkouts",
        "consent_records",
        "contact_messages",
        "credit_entries",
        "credit_entry_lots",
        "credit_lots",
        "credit_wallets",
        "email_action_codes",
        "feature_flag_overrides",
        "feature_flag_rules",
        "funnel_answer_sets",
        "jwks",
        "learner_settings",
        "learning_days",
        "lesson_attempts",
        "level_test_responses",
        "level_test_sessions",
        "marketing_pixels",
        "outbox_messages",
        "payments",
        "personal_plans",
        "planned_breaks",
        "products",
        "profile_keeper",
        "profiles",
        "rate_limit",
        "rate_limit_counters",
        "review_cards",
        "sandbox_records",
        "session",
        "subscriptions",
        "two_factor",
        "ukraine_applications",
        "ukraine_audit_log",
        "user",
        "verification",
        "webhook_events",
      ]);
      const applied = await pool.query("select count(*)::int as n from drizzle.__drizzle_migrations");

      await applyMigrations(pool);
      const again = await pool.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(again.rows[0].n).toBe(applied.rows[0].n);
      expect(applied.rows[0].n).toBeGreaterThan(0);
    } finally {
      await pool.end();
    }
  });
});
