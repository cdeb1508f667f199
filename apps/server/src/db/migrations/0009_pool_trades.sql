CREATE TABLE "pool_trade_cursors" (
	"rpc_url" text NOT NULL,
	"pool" text NOT NULL,
	"last_signature" text,
	"last_slot" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pool_trade_cursors_rpc_url_pool_pk" PRIMARY KEY("rpc_url","pool")
);
--> statement-breakpoint
CREATE TABLE "pool_trades" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"rpc_url" text NOT NULL,
	"pool" text NOT NULL,
	"signature" text NOT NULL,
	"instruction_index" integer NOT NULL,
	"inner_index" integer NOT NULL,
	"slot" bigint NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"trader" text NOT NULL,
	"direction" text NOT NULL,
	"input_mint" text NOT NULL,
	"output_mint" text NOT NULL,
	"amount_in" numeric NOT NULL,
	"amount_out" numeric NOT NULL,
	"trade_fee" numeric NOT NULL,
	"vault0_after" numeric,
	"vault1_after" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pool_trades_instruction_idx" ON "pool_trades" USING btree ("rpc_url","signature","instruction_index","inner_index");--> statement-breakpoint
CREATE INDEX "pool_trades_pool_time_idx" ON "pool_trades" USING btree ("rpc_url","pool","block_time");