CREATE TABLE "funnel_answer_sets" (
	"user_id" text NOT NULL,
	"funnel" text NOT NULL,
	"answers" jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_answer_sets_user_id_funnel_pk" PRIMARY KEY("user_id","funnel")
);
--> statement-breakpoint
CREATE TABLE "personal_plans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"funnel" text NOT NULL,
	"course" text NOT NULL,
	"goal" text,
	"level" text NOT NULL,
	"start_lesson_id" text NOT NULL,
	"minutes_per_day" integer NOT NULL,
	"days_per_week" integer NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"estimate" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_plans_minutes" CHECK ("personal_plans"."minutes_per_day" between 5 and 120),
	CONSTRAINT "personal_plans_days" CHECK ("personal_plans"."days_per_week" between 1 and 7),
	CONSTRAINT "personal_plans_level" CHECK ("personal_plans"."level" in ('A1', 'A2', 'B1', 'B2', 'C1'))
);
--> statement-breakpoint
CREATE TABLE "level_test_responses" (
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"item_id" text NOT NULL,
	"answer" text NOT NULL,
	"correct" integer NOT NULL,
	"theta_after" real NOT NULL,
	"se_after" real NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "level_test_responses_session_id_seq_pk" PRIMARY KEY("session_id","seq"),
	CONSTRAINT "level_test_responses_correct" CHECK ("level_test_responses"."correct" in (0, 1)),
	CONSTRAINT "level_test_responses_answer" CHECK (char_length("level_test_responses"."answer") <= 200)
);
--> statement-breakpoint
CREATE TABLE "level_test_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"item_count" integer,
	"result" jsonb,
	CONSTRAINT "level_test_sessions_completed" CHECK (("level_test_sessions"."status" = 'completed') = ("level_test_sessions"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "learner_settings" ADD COLUMN "placed_level" text;--> statement-breakpoint
ALTER TABLE "funnel_answer_sets" ADD CONSTRAINT "funnel_answer_sets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_plans" ADD CONSTRAINT "personal_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_test_responses" ADD CONSTRAINT "level_test_responses_session_id_level_test_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."level_test_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_test_sessions" ADD CONSTRAINT "level_test_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "level_test_responses_item_idx" ON "level_test_responses" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "level_test_sessions_user_idx" ON "level_test_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
ALTER TABLE "learner_settings" ADD CONSTRAINT "learner_settings_placed_level" CHECK ("learner_settings"."placed_level" is null or "learner_settings"."placed_level" in ('A1', 'A2', 'B1', 'B2', 'C1'));