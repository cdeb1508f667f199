ALTER TABLE "pool_swaps" ADD COLUMN "base_reserve_after" text;--> statement-breakpoint
ALTER TABLE "pool_swaps" ADD COLUMN "quote_reserve_after" text;