CREATE TABLE "email_action_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"mode" text NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_action_codes_codeHash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "email_action_codes" ADD CONSTRAINT "email_action_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_action_codes_expires_at_idx" ON "email_action_codes" USING btree ("expires_at");