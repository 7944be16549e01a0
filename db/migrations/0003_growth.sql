CREATE TABLE "analytics_events" (
	"id" bigserial NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"event_type" text NOT NULL,
	"source" text NOT NULL,
	"user_id" text,
	"device_id" text,
	"session_id" bigint,
	"insert_id" text,
	"event_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"groups" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "analytics_events_received_at_id_pk" PRIMARY KEY("received_at","id")
) PARTITION BY RANGE ("received_at");
--> statement-breakpoint
CREATE TABLE "analytics_events_default" PARTITION OF "analytics_events" DEFAULT;
--> statement-breakpoint
-- Creates the monthly partitions of analytics_events from the month of start_at for months_ahead
-- more months (idempotent). The app calls it at start-up and daily; the default partition catches
-- anything outside them.
CREATE FUNCTION "ensure_analytics_event_partitions"(start_at timestamptz, months_ahead integer)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  month_start date := date_trunc('month', start_at AT TIME ZONE 'UTC')::date;
  created integer := 0;
  partition_name text;
BEGIN
  FOR i IN 0..months_ahead LOOP
    partition_name := format('analytics_events_%s', to_char(month_start + make_interval(months => i), 'YYYY_MM'));
    IF to_regclass(partition_name) IS NULL THEN
      EXECUTE format(
        'CREATE TABLE %I PARTITION OF analytics_events FOR VALUES FROM (%L) TO (%L)',
        partition_name,
        (month_start + make_interval(months => i))::timestamp AT TIME ZONE 'UTC',
        (month_start + make_interval(months => i + 1))::timestamp AT TIME ZONE 'UTC'
      );
      created := created + 1;
    END IF;
  END LOOP;
  RETURN created;
END;
$$;
--> statement-breakpoint
SELECT "ensure_analytics_event_partitions"(now(), 2);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"device_id" text,
	"entries" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flag_overrides" (
	"flag_key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flag_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flag_key" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"condition" jsonb,
	"value" jsonb,
	"experiment_key" text,
	"variations" jsonb,
	"weights" jsonb,
	"coverage" double precision,
	"hash_attribute" text,
	"status" text DEFAULT 'running' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flag_rules_experiment_fields" CHECK ("feature_flag_rules"."kind" <> 'experiment' or ("feature_flag_rules"."experiment_key" is not null and "feature_flag_rules"."variations" is not null and "feature_flag_rules"."weights" is not null)),
	CONSTRAINT "feature_flag_rules_coverage" CHECK ("feature_flag_rules"."coverage" is null or ("feature_flag_rules"."coverage" >= 0 and "feature_flag_rules"."coverage" <= 1))
);
--> statement-breakpoint
CREATE TABLE "marketing_pixels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"pixel_id" text NOT NULL,
	"domain" text,
	"funnel" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_pixels_pixel_id" CHECK ("marketing_pixels"."pixel_id" ~ '^[0-9]{5,20}$'),
	CONSTRAINT "marketing_pixels_domain" CHECK ("marketing_pixels"."kind" <> 'domain' or "marketing_pixels"."domain" is not null),
	CONSTRAINT "marketing_pixels_funnel" CHECK ("marketing_pixels"."kind" <> 'brand' or "marketing_pixels"."funnel" in ('english-improve', 'spanish-boost'))
);
--> statement-breakpoint
CREATE TABLE "profile_keeper" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_keeper_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_known" CHECK ("role" in ('user', 'admin'));--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_keeper" ADD CONSTRAINT "profile_keeper_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_type_received_idx" ON "analytics_events" USING btree ("event_type","received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_user_received_idx" ON "analytics_events" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_device_received_idx" ON "analytics_events" USING btree ("device_id","received_at");--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_records_device_idx" ON "consent_records" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "feature_flag_rules_flag_key_idx" ON "feature_flag_rules" USING btree ("flag_key","position");--> statement-breakpoint
CREATE UNIQUE INDEX "feature_flag_rules_experiment_key_idx" ON "feature_flag_rules" USING btree ("experiment_key");--> statement-breakpoint
CREATE INDEX "profile_keeper_updated_at_idx" ON "profile_keeper" USING btree ("updated_at");