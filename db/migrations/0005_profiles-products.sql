CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"display_name" text,
	"native_language" text,
	"target_language" text,
	"learning_target" text,
	"time_zone" text,
	"interface_locale" text,
	"free_for_ukraine" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_learning_target" CHECK ("profiles"."learning_target" is null or "profiles"."learning_target" in ('self study', 'tutors')),
	CONSTRAINT "profiles_display_name" CHECK ("profiles"."display_name" is null or char_length("profiles"."display_name") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_type" CHECK ("products"."type" ~ '^[a-z][a-z0-9_]{0,39}$'),
	CONSTRAINT "products_status" CHECK ("products"."status" ~ '^[a-z][a-z0-9_]{0,19}$')
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_owner_idx" ON "products" USING btree ("owner_id");