CREATE TABLE "custodial_wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"address" text NOT NULL,
	"sealed_seed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custodial_wallets_address_unique" UNIQUE("address")
);
--> statement-breakpoint
CREATE TABLE "wallet_mints" (
	"user_id" uuid NOT NULL,
	"mint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_mints_user_id_mint_pk" PRIMARY KEY("user_id","mint")
);
--> statement-breakpoint
CREATE TABLE "wallet_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pool_swaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool_id" uuid NOT NULL,
	"user_id" uuid,
	"signature" text NOT NULL,
	"direction" text NOT NULL,
	"amount_in" text NOT NULL,
	"amount_out" text NOT NULL,
	"fee" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pool_swaps_signature_unique" UNIQUE("signature")
);
--> statement-breakpoint
CREATE TABLE "pools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"sealed_key" text NOT NULL,
	"rpc_url" text NOT NULL,
	"pair_key" text NOT NULL,
	"base_mint" text NOT NULL,
	"base_program" text NOT NULL,
	"base_decimals" integer NOT NULL,
	"quote_mint" text NOT NULL,
	"quote_program" text NOT NULL,
	"quote_decimals" integer NOT NULL,
	"base_vault" text NOT NULL,
	"quote_vault" text NOT NULL,
	"lp_mint" text NOT NULL,
	"lp_decimals" integer NOT NULL,
	"fee_bps" integer NOT NULL,
	"start_time" timestamp with time zone,
	"init_base_amount" text NOT NULL,
	"init_quote_amount" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pools_address_unique" UNIQUE("address")
);
--> statement-breakpoint
ALTER TABLE "custodial_wallets" ADD CONSTRAINT "custodial_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_mints" ADD CONSTRAINT "wallet_mints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_swaps" ADD CONSTRAINT "pool_swaps_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_swaps" ADD CONSTRAINT "pool_swaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custodial_wallets_user_index_idx" ON "custodial_wallets" USING btree ("user_id","index");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_withdrawals_request_idx" ON "wallet_withdrawals" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_user_idx" ON "wallet_withdrawals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pool_swaps_pool_time_idx" ON "pool_swaps" USING btree ("pool_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pools_pair_idx" ON "pools" USING btree ("rpc_url","pair_key");--> statement-breakpoint
CREATE INDEX "pools_user_idx" ON "pools" USING btree ("user_id");