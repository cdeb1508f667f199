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
CREATE TABLE "distribution_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"status" text NOT NULL,
	"pending_id" uuid,
	"signature" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mint" text NOT NULL,
	"decimals" integer NOT NULL,
	"token_program" text,
	"source_type" text NOT NULL,
	"source_address" text NOT NULL,
	"rpc_url" text NOT NULL,
	"priority_sol" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"address" text NOT NULL,
	"amount" text NOT NULL,
	"status" text NOT NULL,
	"batch_id" uuid,
	"signature" text,
	"error" text
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
ALTER TABLE "distribution_batches" ADD CONSTRAINT "distribution_batches_job_id_distribution_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."distribution_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_jobs" ADD CONSTRAINT "distribution_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_recipients" ADD CONSTRAINT "distribution_recipients_job_id_distribution_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."distribution_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_recipients" ADD CONSTRAINT "distribution_recipients_batch_id_distribution_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."distribution_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lp_burns_pool_idx" ON "lp_burns" USING btree ("pool_id");--> statement-breakpoint
CREATE INDEX "lp_locks_pool_idx" ON "lp_locks" USING btree ("pool_id","status");--> statement-breakpoint
CREATE INDEX "lp_locks_user_idx" ON "lp_locks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pool_reservations_open_idx" ON "pool_reservations" USING btree ("pool_id","status");--> statement-breakpoint
CREATE INDEX "distribution_batches_job_idx" ON "distribution_batches" USING btree ("job_id","status");--> statement-breakpoint
CREATE INDEX "distribution_jobs_user_idx" ON "distribution_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "distribution_jobs_status_idx" ON "distribution_jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "distribution_recipients_job_idx" ON "distribution_recipients" USING btree ("job_id","status","line");--> statement-breakpoint
CREATE INDEX "distribution_recipients_batch_idx" ON "distribution_recipients" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pools_pair_idx" ON "pools" USING btree ("rpc_url","pair_key") WHERE "pools"."status" = 'active';