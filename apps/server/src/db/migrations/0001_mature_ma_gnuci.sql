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
ALTER TABLE "pending_transactions" ADD CONSTRAINT "pending_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_transactions_message_idx" ON "pending_transactions" USING btree ("message_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_transactions_idempotency_idx" ON "pending_transactions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "pending_transactions_user_idx" ON "pending_transactions" USING btree ("user_id","created_at");