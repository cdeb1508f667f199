CREATE TABLE "pool_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"base_delta" numeric NOT NULL,
	"quote_delta" numeric NOT NULL,
	"minimum_out" numeric NOT NULL,
	"improvement" numeric NOT NULL,
	"paid_signature" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pool_reservations_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
DROP INDEX "pools_pair_idx";--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "settled_base_reserve" numeric;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "settled_quote_reserve" numeric;--> statement-breakpoint
ALTER TABLE "pool_reservations" ADD CONSTRAINT "pool_reservations_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_reservations" ADD CONSTRAINT "pool_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pool_reservations_open_idx" ON "pool_reservations" USING btree ("pool_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "pools_pair_idx" ON "pools" USING btree ("rpc_url","pair_key") WHERE "pools"."status" = 'active';