CREATE TABLE "legacy_pool_payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wind_down_id" uuid NOT NULL,
	"status" text NOT NULL,
	"signature" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_pool_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wind_down_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payout_key" text NOT NULL,
	"recipient" text NOT NULL,
	"lp_amount" numeric NOT NULL,
	"base_amount" numeric NOT NULL,
	"quote_amount" numeric NOT NULL,
	"due_at" timestamp with time zone,
	"status" text NOT NULL,
	"batch_id" uuid,
	"signature" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "legacy_pool_wind_downs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool_id" uuid NOT NULL,
	"status" text NOT NULL,
	"base_reserve" numeric NOT NULL,
	"quote_reserve" numeric NOT NULL,
	"lp_supply" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legacy_pool_wind_downs_pool_id_unique" UNIQUE("pool_id")
);
--> statement-breakpoint
ALTER TABLE "legacy_pool_payout_batches" ADD CONSTRAINT "legacy_pool_payout_batches_wind_down_id_legacy_pool_wind_downs_id_fk" FOREIGN KEY ("wind_down_id") REFERENCES "public"."legacy_pool_wind_downs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_pool_payouts" ADD CONSTRAINT "legacy_pool_payouts_wind_down_id_legacy_pool_wind_downs_id_fk" FOREIGN KEY ("wind_down_id") REFERENCES "public"."legacy_pool_wind_downs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_pool_payouts" ADD CONSTRAINT "legacy_pool_payouts_batch_id_legacy_pool_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."legacy_pool_payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_pool_wind_downs" ADD CONSTRAINT "legacy_pool_wind_downs_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legacy_pool_payout_batches_idx" ON "legacy_pool_payout_batches" USING btree ("wind_down_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "legacy_pool_payouts_key_idx" ON "legacy_pool_payouts" USING btree ("wind_down_id","payout_key");--> statement-breakpoint
CREATE INDEX "legacy_pool_payouts_status_idx" ON "legacy_pool_payouts" USING btree ("wind_down_id","status");--> statement-breakpoint
CREATE INDEX "legacy_pool_payouts_batch_idx" ON "legacy_pool_payouts" USING btree ("batch_id");