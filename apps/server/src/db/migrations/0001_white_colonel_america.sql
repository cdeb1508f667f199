CREATE TABLE "lp_burns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool_id" uuid NOT NULL,
	"user_id" uuid,
	"amount" numeric NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lp_burns_signature_unique" UNIQUE("signature")
);
--> statement-breakpoint
CREATE TABLE "lp_locks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric NOT NULL,
	"unlock_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'locked' NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lp_locks_signature_unique" UNIQUE("signature")
);
--> statement-breakpoint
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
ALTER TABLE "pools" ADD COLUMN "lp_program" text DEFAULT 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' NOT NULL;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "settled_base_reserve" numeric;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "settled_quote_reserve" numeric;--> statement-breakpoint
ALTER TABLE "lp_burns" ADD CONSTRAINT "lp_burns_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lp_burns" ADD CONSTRAINT "lp_burns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lp_locks" ADD CONSTRAINT "lp_locks_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lp_locks" ADD CONSTRAINT "lp_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_reservations" ADD CONSTRAINT "pool_reservations_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_reservations" ADD CONSTRAINT "pool_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lp_burns_pool_idx" ON "lp_burns" USING btree ("pool_id");--> statement-breakpoint
CREATE INDEX "lp_locks_pool_idx" ON "lp_locks" USING btree ("pool_id","status");--> statement-breakpoint
CREATE INDEX "lp_locks_user_idx" ON "lp_locks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pool_reservations_open_idx" ON "pool_reservations" USING btree ("pool_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "pools_pair_idx" ON "pools" USING btree ("rpc_url","pair_key") WHERE "pools"."status" = 'active';