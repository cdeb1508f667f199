CREATE TABLE "managed_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"decimals" integer NOT NULL,
	"address" text NOT NULL,
	"has_metadata" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"metadata_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"domain" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb,
	"network" text,
	"custom_rpc_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phantom_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phantom_address_unique" UNIQUE("phantom_address")
);
--> statement-breakpoint
CREATE TABLE "withdraw_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message_hash" text NOT NULL,
	"message" text NOT NULL,
	"fee_payer" text NOT NULL,
	"server_signers" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"rpc_url" text NOT NULL,
	"last_valid_block_height" text NOT NULL,
	"status" text DEFAULT 'built' NOT NULL,
	"signature" text,
	"error" text,
	"error_code" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
	"base_reserve_after" text,
	"quote_reserve_after" text,
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
ALTER TABLE "managed_tokens" ADD CONSTRAINT "managed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_accounts" ADD CONSTRAINT "withdraw_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_transactions" ADD CONSTRAINT "pending_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custodial_wallets" ADD CONSTRAINT "custodial_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_mints" ADD CONSTRAINT "wallet_mints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_swaps" ADD CONSTRAINT "pool_swaps_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_swaps" ADD CONSTRAINT "pool_swaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "managed_tokens_user_address_idx" ON "managed_tokens" USING btree ("user_id","address");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "withdraw_accounts_user_idx" ON "withdraw_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_transactions_message_idx" ON "pending_transactions" USING btree ("message_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_transactions_idempotency_idx" ON "pending_transactions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "pending_transactions_user_idx" ON "pending_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "custodial_wallets_user_index_idx" ON "custodial_wallets" USING btree ("user_id","index");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_withdrawals_request_idx" ON "wallet_withdrawals" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_user_idx" ON "wallet_withdrawals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pool_swaps_pool_time_idx" ON "pool_swaps" USING btree ("pool_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pools_pair_idx" ON "pools" USING btree ("rpc_url","pair_key");--> statement-breakpoint
CREATE INDEX "pools_user_idx" ON "pools" USING btree ("user_id");