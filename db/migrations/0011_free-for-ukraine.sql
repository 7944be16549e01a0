CREATE TABLE "ukraine_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"situation" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"locale" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_reason" text,
	CONSTRAINT "ukraine_applications_status" CHECK ("ukraine_applications"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "ukraine_applications_situation" CHECK ("ukraine_applications"."situation" in ('in_ukraine', 'displaced_in_ukraine', 'displaced_abroad')),
	CONSTRAINT "ukraine_applications_city" CHECK (char_length("ukraine_applications"."city") between 1 and 80),
	CONSTRAINT "ukraine_applications_country" CHECK (char_length("ukraine_applications"."country") between 1 and 80),
	CONSTRAINT "ukraine_applications_note" CHECK (char_length("ukraine_applications"."note") <= 1000),
	CONSTRAINT "ukraine_applications_decided" CHECK (("ukraine_applications"."status" = 'PENDING') = ("ukraine_applications"."decided_at" is null) and ("ukraine_applications"."status" = 'PENDING' or char_length("ukraine_applications"."decision_reason") between 1 and 500))
);
--> statement-breakpoint
CREATE TABLE "ukraine_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"admin_id" text,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"nonce" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ukraine_audit_log_action" CHECK ("ukraine_audit_log"."action" in ('approve', 'reject')),
	CONSTRAINT "ukraine_audit_log_reason_length" CHECK (char_length("ukraine_audit_log"."reason") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "ukraine_applications" ADD CONSTRAINT "ukraine_applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ukraine_applications" ADD CONSTRAINT "ukraine_applications_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ukraine_audit_log" ADD CONSTRAINT "ukraine_audit_log_application_id_ukraine_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."ukraine_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ukraine_audit_log" ADD CONSTRAINT "ukraine_audit_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ukraine_audit_log" ADD CONSTRAINT "ukraine_audit_log_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ukraine_applications_one_pending" ON "ukraine_applications" USING btree ("user_id") WHERE "ukraine_applications"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "ukraine_applications_user_idx" ON "ukraine_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ukraine_applications_queue_idx" ON "ukraine_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ukraine_audit_log_nonce" ON "ukraine_audit_log" USING btree ("nonce");--> statement-breakpoint
CREATE INDEX "ukraine_audit_log_application_idx" ON "ukraine_audit_log" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "ukraine_audit_log_user_idx" ON "ukraine_audit_log" USING btree ("user_id");