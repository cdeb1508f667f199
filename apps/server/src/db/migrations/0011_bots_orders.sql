CREATE TABLE "bot_fills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"status" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"amount" text NOT NULL,
	"minimum_received" text NOT NULL,
	"received" text,
	"signature" text,
	"error" text,
	"landed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"side" text NOT NULL,
	"wallet" text NOT NULL,
	"pool" text NOT NULL,
	"rpc_url" text NOT NULL,
	"network" text NOT NULL,
	"base_mint" text NOT NULL,
	"base_symbol" text NOT NULL,
	"base_decimals" integer NOT NULL,
	"base_program" text NOT NULL,
	"quote_mint" text NOT NULL,
	"quote_symbol" text NOT NULL,
	"quote_decimals" integer NOT NULL,
	"quote_program" text NOT NULL,
	"amount" text NOT NULL,
	"total" text NOT NULL,
	"interval_seconds" integer,
	"count" integer,
	"duration_seconds" integer,
	"price" text,
	"expires_at" timestamp with time zone,
	"slippage" text NOT NULL,
	"priority_sol" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"reason_message" text,
	"start_at" timestamp with time zone NOT NULL,
	"fills" integer DEFAULT 0 NOT NULL,
	"spent" text DEFAULT '0' NOT NULL,
	"received" text DEFAULT '0' NOT NULL,
	"next_due_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_fills" ADD CONSTRAINT "bot_fills_order_id_bot_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bot_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_orders" ADD CONSTRAINT "bot_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_fills_once_idx" ON "bot_fills" USING btree ("order_id","index") WHERE "bot_fills"."status" in ('sending', 'landed');--> statement-breakpoint
CREATE INDEX "bot_fills_order_idx" ON "bot_fills" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "bot_orders_due_idx" ON "bot_orders" USING btree ("status","next_due_at");--> statement-breakpoint
CREATE INDEX "bot_orders_user_idx" ON "bot_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bot_orders_pool_idx" ON "bot_orders" USING btree ("rpc_url","pool","status");