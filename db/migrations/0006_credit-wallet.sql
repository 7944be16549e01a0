CREATE TABLE "credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"lot_id" uuid,
	"refund_of" uuid,
	"idempotency_key" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_kind" CHECK ("credit_entries"."kind" in ('grant', 'spend', 'refund', 'expiry')),
	CONSTRAINT "credit_entries_amount_positive" CHECK ("credit_entries"."amount" > 0),
	CONSTRAINT "credit_entries_key_length" CHECK (length("credit_entries"."idempotency_key") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "credit_entry_lots" (
	"entry_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "credit_entry_lots_entry_id_lot_id_pk" PRIMARY KEY("entry_id","lot_id"),
	CONSTRAINT "credit_entry_lots_amount_positive" CHECK ("credit_entry_lots"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"granted" integer NOT NULL,
	"remaining" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_week_before_at" timestamp with time zone,
	"reminded_day_before_at" timestamp with time zone,
	CONSTRAINT "credit_lots_source" CHECK ("credit_lots"."source" in ('subscription', 'pack', 'admin', 'refund')),
	CONSTRAINT "credit_lots_granted_positive" CHECK ("credit_lots"."granted" > 0),
	CONSTRAINT "credit_lots_remaining_in_range" CHECK ("credit_lots"."remaining" >= 0 and "credit_lots"."remaining" <= "credit_lots"."granted")
);
--> statement-breakpoint
CREATE TABLE "credit_wallets" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_lot_id_credit_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."credit_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_refund_of_credit_entries_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."credit_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entry_lots" ADD CONSTRAINT "credit_entry_lots_entry_id_credit_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."credit_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entry_lots" ADD CONSTRAINT "credit_entry_lots_lot_id_credit_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."credit_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lots" ADD CONSTRAINT "credit_lots_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_wallets" ADD CONSTRAINT "credit_wallets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_user_key_unique" ON "credit_entries" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_one_expiry_per_lot" ON "credit_entries" USING btree ("lot_id") WHERE "credit_entries"."kind" = 'expiry';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_one_refund_per_spend" ON "credit_entries" USING btree ("refund_of");--> statement-breakpoint
CREATE INDEX "credit_entries_user_created_idx" ON "credit_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_entry_lots_lot_idx" ON "credit_entry_lots" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "credit_lots_user_expiry_idx" ON "credit_lots" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "credit_lots_expiring_idx" ON "credit_lots" USING btree ("expires_at") WHERE "credit_lots"."remaining" > 0;