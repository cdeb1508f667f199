ALTER TABLE "distribution_jobs" ADD COLUMN "kind" text DEFAULT 'transfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "distribution_jobs" ADD COLUMN "vesting_rights" jsonb;--> statement-breakpoint
ALTER TABLE "distribution_recipients" ADD COLUMN "vesting" jsonb;--> statement-breakpoint
ALTER TABLE "distribution_recipients" ADD COLUMN "escrow" text;