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
ALTER TABLE "distribution_batches" ADD CONSTRAINT "distribution_batches_job_id_distribution_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."distribution_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_jobs" ADD CONSTRAINT "distribution_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_recipients" ADD CONSTRAINT "distribution_recipients_job_id_distribution_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."distribution_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_recipients" ADD CONSTRAINT "distribution_recipients_batch_id_distribution_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."distribution_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distribution_batches_job_idx" ON "distribution_batches" USING btree ("job_id","status");--> statement-breakpoint
CREATE INDEX "distribution_jobs_user_idx" ON "distribution_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "distribution_jobs_status_idx" ON "distribution_jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "distribution_recipients_job_idx" ON "distribution_recipients" USING btree ("job_id","status","line");--> statement-breakpoint
CREATE INDEX "distribution_recipients_batch_idx" ON "distribution_recipients" USING btree ("batch_id");