CREATE TABLE "achievements_earned" (
	"user_id" text NOT NULL,
	"achievement_id" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "achievements_earned_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
CREATE TABLE "learner_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"daily_goal_minutes" integer,
	"current_course" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_settings_goal" CHECK ("learner_settings"."daily_goal_minutes" is null or "learner_settings"."daily_goal_minutes" in (5, 10, 15, 20))
);
--> statement-breakpoint
CREATE TABLE "learning_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"lessons" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"new_words" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "lesson_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"course" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"time_zone" text,
	"local_day" date,
	"correct" integer,
	"total" integer,
	"xp" integer,
	"duration_ms" integer,
	"answers" jsonb,
	"outcome" jsonb,
	CONSTRAINT "lesson_attempts_completed" CHECK ((status = 'started') = (completed_at is null))
);
--> statement-breakpoint
CREATE TABLE "planned_breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"announced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"time_zone" text NOT NULL,
	"first_day" date NOT NULL,
	"days" integer NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "planned_breaks_days" CHECK ("planned_breaks"."days" between 1 and 14)
);
--> statement-breakpoint
CREATE TABLE "review_cards" (
	"user_id" text NOT NULL,
	"item_id" text NOT NULL,
	"course" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"stability" real NOT NULL,
	"difficulty" real NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"last_review" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_cards_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "achievements_earned" ADD CONSTRAINT "achievements_earned_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_settings" ADD CONSTRAINT "learner_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_days" ADD CONSTRAINT "learning_days_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attempts" ADD CONSTRAINT "lesson_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_breaks" ADD CONSTRAINT "planned_breaks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_attempts_user_idx" ON "lesson_attempts" USING btree ("user_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "lesson_attempts_user_completed_idx" ON "lesson_attempts" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_attempts_one_open" ON "lesson_attempts" USING btree ("user_id","kind","item_id") WHERE status = 'started';--> statement-breakpoint
CREATE INDEX "planned_breaks_user_idx" ON "planned_breaks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "review_cards_due_idx" ON "review_cards" USING btree ("user_id","due");